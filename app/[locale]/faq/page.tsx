import { infoRoute } from '@/components/site-info/info-screen';

const route = infoRoute('faq');

export const generateMetadata = route.generateMetadata;
export default route.Page;
