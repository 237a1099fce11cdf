import {
  CalendarDayScreen,
  calendarDayMetadata,
  calendarDayStaticParams,
} from '@/components/calendar/day-screen';

// Nothing is prebuilt: a day renders on its first request and is then cached. Its content
// (panchang, festivals) depends only on the date, so it never needs revalidating.
export const generateStaticParams = calendarDayStaticParams;

export const generateMetadata = calendarDayMetadata;

export default CalendarDayScreen;
