import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { monthTitle } from '@/lib/i18n/format';
import { todayBs } from '@/lib/time/bs-today';
import { HomeCalendar, type HomeCalendarLabels } from './home-calendar';
import { calendarLabels } from './labels';
import { MonthGrid } from './month-grid';
import { todayDetails } from './today-details';
import { dialogLabels } from './types';

/** Server part of the home calendar: this month as of rendering as server HTML, plus translated labels. */
export async function HomeCalendarSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomeCalendar');
  const tc = await getTranslations('Common');
  const today = todayBs();
  const month = buildCalendarMonth(today.year, today.month);
  const keys = [
    'loading',
    'errorTitle',
    'errorBody',
    'viewFull',
    'todayTitle',
    'todayLoading',
    'todayError',
    'todayEvents',
    'noEvents',
    'previousMonth',
    'nextMonth',
    'tithi',
  ] as const;
  const labels: HomeCalendarLabels = {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<
      (typeof keys)[number],
      string
    >),
    moreEvents: t.raw('moreEvents') as string,
    retry: tc('tryAgain'),
  };
  const all = await calendarLabels(locale, monthTitle(month.year, month.month, locale));
  const todayDay = month.days.find((day) => day.bs.day === today.day);
  return (
    <HomeCalendar
      locale={locale}
      initial={{
        year: month.year,
        month: month.month,
        // Only today's details travel: the dialog reads any other day's from the API.
        today: todayDay
          ? todayDetails(todayDay, locale, { ...all, moreEvents: labels.moreEvents })
          : null,
      }}
      labels={labels}
      dialogLabels={dialogLabels(all)}
    >
      <MonthGrid
        locale={locale}
        days={month.days}
        leadingBlanks={month.leadingBlanks}
        labels={all}
        compact
      />
    </HomeCalendar>
  );
}
