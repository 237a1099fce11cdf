import type { Locale } from '@/i18n/routing';
import type { CalendarDay } from '@/lib/calendar/month';
import { formatPlural } from '@/lib/i18n/plural';
import { dayDetails } from './day-details';
import { TODAY_EVENTS_SHOWN, type DialogLabels, type TodayDetails } from './types';

/**
 * The Today card's details, on the server for the day the page was rendered and in the browser
 * for a later day. `moreEvents` is the raw ICU plural of `HomeCalendar.moreEvents`.
 */
export function todayDetails(
  day: CalendarDay,
  locale: Locale,
  labels: Pick<DialogLabels, 'status' | 'paksha'> & { moreEvents: string },
): TodayDetails {
  const more = day.events.length - TODAY_EVENTS_SHOWN;
  return {
    ...dayDetails(day, locale, labels),
    moreEvents: more > 0 ? formatPlural(labels.moreEvents, more, locale) : null,
  };
}
