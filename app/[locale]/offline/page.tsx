import { OfflineScreen, offlineMetadata } from '@/components/offline/offline-screen';

export const generateMetadata = offlineMetadata;

export default OfflineScreen;
