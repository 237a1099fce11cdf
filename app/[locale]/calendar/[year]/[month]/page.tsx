import {
  CalendarMonthScreen,
  calendarMonthMetadata,
  calendarMonthStaticParams,
} from '@/components/calendar/month-screen';

export const generateStaticParams = calendarMonthStaticParams;

export const generateMetadata = calendarMonthMetadata;

export default CalendarMonthScreen;
