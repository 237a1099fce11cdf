import { BS_MONTHS, formatAdDate, formatBsDate, formatClock, parseIsoDate } from '@/lib/bs';
import type { CalendarDay } from '@/lib/calendar/month';
import type { Locale } from '@/i18n/routing';
import { localized } from '@/lib/i18n/format';

/**
 * What the day dialog (and the home page's Today card) shows for one day, formatted in the page's
 * language: in the browser from the month's API answer, on the server for the Today card. The
 * day's status and paksha stay keys: the leaf that shows them names them from its messages.
 */
export interface DayDetails {
  /** Gregorian ISO date, the key a grid cell carries in `data-ad`. */
  ad: string;
  /** The day's own page (locale-less, for the i18n Link). */
  path: string;
  title: string;
  adLong: string;
  bsLong: string;
  /** Named by `CalendarPage.status.<status>`. */
  status: CalendarDay['status'];
  tithiNe: string;
  /** The tithi's romanised name on English pages, for readers of Latin script. */
  tithiEn?: string;
  /** Named by `CalendarPage.modal.paksha.<paksha>`. */
  paksha: CalendarDay['tithi']['paksha'];
  nakshatra: string;
  sunrise: string;
  sunset: string;
  events: { title: string; holiday: boolean }[];
}

export function dayDetails(day: CalendarDay, locale: Locale): DayDetails {
  const ad = parseIsoDate(day.ad, 'ad');
  const adLong = ad.ok ? formatAdDate(ad.value, locale, 'long') : day.ad;
  return {
    ad: day.ad,
    path: `/calendar/${day.bs.year}/${BS_MONTHS[day.bs.month - 1]!.slug}/${day.bs.day}`,
    title: formatBsDate(day.bs, locale, 'medium'),
    adLong,
    bsLong: formatBsDate(day.bs, locale, 'long'),
    status: day.status,
    tithiNe: day.tithi.nameNe,
    tithiEn: locale === 'en' ? day.tithi.name : undefined,
    paksha: day.tithi.paksha,
    nakshatra: localized(day.nakshatra, locale),
    sunrise: formatClock(day.sunrise, locale),
    sunset: formatClock(day.sunset, locale),
    events: day.events.map((event) => ({
      title: localized(event, locale, 'title'),
      holiday: event.isHoliday,
    })),
  };
}
