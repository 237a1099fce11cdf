import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CalendarDay } from '@/lib/calendar/month';
import { dayDetails } from './day-details';
import { TODAY_EVENTS_SHOWN, type CalendarLabels, type TodayDetails } from './types';

/** Formats the Today card's details on the server: pages ship no ICU runtime for the plural. */
export async function todayDetails(
  day: CalendarDay,
  locale: Locale,
  labels: Pick<CalendarLabels, 'status' | 'paksha'>,
): Promise<TodayDetails> {
  const t = await getTranslations({ locale, namespace: 'HomeCalendar' });
  const more = day.events.length - TODAY_EVENTS_SHOWN;
  return {
    ...dayDetails(day, locale, labels),
    moreEvents: more > 0 ? t('moreEvents', { count: more }) : null,
  };
}
