import {
  CalendarYearScreen,
  calendarYearMetadata,
  calendarYearStaticParams,
} from '@/components/calendar/year-screen';

export const generateStaticParams = calendarYearStaticParams;

export const generateMetadata = calendarYearMetadata;

export default CalendarYearScreen;
