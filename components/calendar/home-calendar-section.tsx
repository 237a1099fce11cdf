import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { monthTitle } from '@/lib/i18n/format';
import { todayBs } from '@/lib/time/bs-today';
import { HomeCalendar } from './home-calendar';
import { HOME_CALENDAR_MESSAGES } from './messages';
import { MonthGrid } from './month-grid';
import { todayDetails } from './today-details';

/**
 * Server part of the home calendar: this month as of rendering as server HTML, inside the client
 * widget and the messages its leaves read.
 */
export function HomeCalendarSection({ locale }: { locale: Locale }) {
  const today = todayBs();
  const month = buildCalendarMonth(today.year, today.month);
  const todayDay = month.days.find((day) => day.bs.day === today.day);
  return (
    <ClientMessages namespaces={HOME_CALENDAR_MESSAGES}>
      <HomeCalendar
        locale={locale}
        initial={{
          year: month.year,
          month: month.month,
          // Only today's details travel: the dialog reads any other day's from the API.
          today: todayDay ? todayDetails(todayDay, locale) : null,
        }}
      >
        <MonthGrid
          locale={locale}
          days={month.days}
          leadingBlanks={month.leadingBlanks}
          caption={monthTitle(month.year, month.month, locale)}
          compact
        />
      </HomeCalendar>
    </ClientMessages>
  );
}
