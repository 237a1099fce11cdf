import {
  SaaitYearScreen,
  saaitYearMetadata,
  saaitYearStaticParams,
} from '@/components/saait/saait-screen';

export const generateStaticParams = saaitYearStaticParams;

export const generateMetadata = saaitYearMetadata;

export default SaaitYearScreen;
