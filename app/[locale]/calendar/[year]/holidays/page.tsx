import {
  YearHolidaysScreen,
  yearHolidaysMetadata,
  yearHolidaysStaticParams,
} from '@/components/calendar/holidays-screen';

export const generateStaticParams = yearHolidaysStaticParams;

export const generateMetadata = yearHolidaysMetadata;

export default YearHolidaysScreen;
