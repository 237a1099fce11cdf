import type { CalendarDay } from '@/lib/calendar/month';

/** Labels the client calendar leaves need, translated on the server. */
export interface CalendarLabels {
  weekdaysShort: string[];
  weekdaysLong: string[];
  status: Record<CalendarDay['status'], string>;
  paksha: Record<'shukla' | 'krishna', string>;
  bsDate: string;
  adDate: string;
  tithi: string;
  nakshatra: string;
  sunrise: string;
  sunset: string;
  events: string;
  noEvents: string;
  close: string;
  today: string;
  caption: string;
}
