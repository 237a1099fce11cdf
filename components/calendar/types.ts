import type { CalendarDay } from '@/lib/calendar/month';
import type { DayDetails } from './day-details';

/** The dialog's own labels: the only labels the client leaf receives. */
export interface DialogLabels {
  bsDate: string;
  adDate: string;
  tithi: string;
  nakshatra: string;
  sunrise: string;
  sunset: string;
  events: string;
  noEvents: string;
  close: string;
  dayPage: string;
  /** While the day's month loads (the dialog reads it from the API on first click). */
  loading: string;
  loadError: string;
  retry: string;
  status: Record<CalendarDay['status'], string>;
  paksha: Record<'shukla' | 'krishna', string>;
}

/** Labels of the month grid and day dialog, translated on the server. */
export interface CalendarLabels extends DialogLabels {
  weekdaysShort: string[];
  weekdaysLong: string[];
  today: string;
  caption: string;
}

export function dialogLabels(labels: CalendarLabels): DialogLabels {
  const { bsDate, adDate, tithi, nakshatra, sunrise, sunset, events, noEvents, close, dayPage } =
    labels;
  const { loading, loadError, retry, status, paksha } = labels;
  return {
    bsDate,
    adDate,
    tithi,
    nakshatra,
    sunrise,
    sunset,
    events,
    noEvents,
    close,
    dayPage,
    loading,
    loadError,
    retry,
    status,
    paksha,
  };
}

/** How many of the day's events the home page's Today card lists before '+ N more events'. */
export const TODAY_EVENTS_SHOWN = 2;

/** The Today card's day: the dialog's details plus its plural '+ N more events' line, or null. */
export interface TodayDetails extends DayDetails {
  moreEvents: string | null;
}
