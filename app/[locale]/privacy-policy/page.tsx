import { infoRoute } from '@/components/site-info/info-route';

const route = infoRoute('privacy');

export const generateMetadata = route.generateMetadata;
export default route.Page;
