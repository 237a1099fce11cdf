import { infoRoute } from '@/components/site-info/info-screen';

const route = infoRoute('privacy');

export const generateMetadata = route.generateMetadata;
export default route.Page;
