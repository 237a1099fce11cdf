import { getTranslations } from 'next-intl/server';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { todayBs } from '@/lib/time/bs-today';
import { HomeCalendar } from './home-calendar';
import { calendarLabels } from './labels';

/** Server part of the home calendar: this month as of rendering, plus translated labels. */
export async function HomeCalendarSection({ locale }: { locale: 'en' | 'ne' }) {
  const t = await getTranslations('HomeCalendar');
  const today = todayBs();
  const month = buildCalendarMonth(today.year, today.month);
  const keys = ['loading', 'errorTitle', 'errorBody', 'viewFull', 'todayTitle', 'todayLoading', 'todayError', 'todayEvents', 'noEvents', 'previousMonth', 'nextMonth', 'tithi'] as const;
  const labels = Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>;
  return (
    <HomeCalendar
      locale={locale}
      initial={month}
      labels={{ ...labels, moreEvents: t.raw('moreEvents') as string }}
      gridLabels={await calendarLabels(locale, labels.todayTitle)}
    />
  );
}
