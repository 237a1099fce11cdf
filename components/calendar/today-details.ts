import type { Locale } from '@/i18n/routing';
import type { CalendarDay } from '@/lib/calendar/month';
import { dayDetails } from './day-details';
import { TODAY_EVENTS_SHOWN } from '@/lib/calendar/today-card';
import type { TodayDetails } from './types';

/**
 * The Today card's details, on the server for the day the page was rendered and in the browser
 * for a later day. The card itself words '+ N more events' from `moreEvents`, in both renders.
 */
export function todayDetails(day: CalendarDay, locale: Locale): TodayDetails {
  return {
    ...dayDetails(day, locale),
    moreEvents: Math.max(0, day.events.length - TODAY_EVENTS_SHOWN),
  };
}
