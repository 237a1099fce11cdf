import { bsDayNumber, bsWeekday } from './convert';
import { localeDigits } from './digits';
import { BsRangeError, describeYmd } from './errors';
import { adWeekday } from './gregorian';
import { AD_MONTHS, BS_MONTHS, WEEKDAYS } from './names';
import { parseIsoDate } from './parse';
import type { AdDate, BsDate } from './types';

/**
 * The page's locale code: 'ne' prints Nepali names with Devanagari digits, any other English
 * names with ASCII digits (the core's only two name sets; the site's locale list is i18n/routing).
 */
export type DateLocale = string;
/**
 * - `numeric`: '2081-06-17' / '२०८१-०६-१७'
 * - `medium` (default): '17 Ashwin 2081' / '१७ असोज २०८१'
 * - `long`: 'Thursday, 17 Ashwin 2081' / 'बिहीबार, १७ असोज २०८१'
 */
export type DateStyle = 'numeric' | 'medium' | 'long';

// A copy of lib/time/civil-date's pad: lib/bs imports nothing of ours (its lint zone).
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * 'YYYY-MM-DD' with zero padding, for either calendar; checks only that the fields are
 * non-negative integers with a 4-digit-or-less year. @throws BsRangeError otherwise.
 */
export function formatIsoDate(date: { year: number; month: number; day: number }): string {
  const { year, month, day } = date;
  if (![year, month, day].every((n) => Number.isInteger(n) && n >= 0) || year > 9999) {
    throw new BsRangeError(`Cannot format ${describeYmd(date)} as YYYY-MM-DD`);
  }
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

// lib/bs imports nothing of ours (lint zone), so not lib/i18n/format's `localized`.
const nameIn = (entry: { name: string; nameNe: string } | undefined, locale: DateLocale): string =>
  (locale === 'ne' ? entry?.nameNe : entry?.name) ?? '';

function compose(
  parts: { day: number; month: string; year: number; weekday: string; iso: string },
  locale: DateLocale,
  style: DateStyle,
): string {
  const text =
    style === 'numeric'
      ? parts.iso
      : `${style === 'long' ? `${parts.weekday}, ` : ''}${parts.day} ${parts.month} ${parts.year}`;
  return localeDigits(text, locale);
}

/**
 * A BS date for display: en '17 Ashwin 2081', ne '१७ असोज २०८१' (see {@link DateStyle}).
 * @throws BsRangeError for an invalid date or one outside 1970–2100 BS.
 */
export function formatBsDate(bs: BsDate, locale: DateLocale, style: DateStyle = 'medium'): string {
  bsDayNumber(bs); // validates against the month table
  const month = BS_MONTHS[bs.month - 1];
  const weekday = WEEKDAYS[bsWeekday(bs)];
  return compose(
    {
      ...bs,
      month: nameIn(month, locale),
      weekday: nameIn(weekday, locale),
      iso: formatIsoDate(bs),
    },
    locale,
    style,
  );
}

/**
 * A Gregorian date for display: en '3 October 2024', ne '३ अक्टोबर २०२४' (Nepali month names,
 * Devanagari digits). Any real date, years 0–9999. @throws BsRangeError for an invalid date.
 */
export function formatAdDate(ad: AdDate, locale: DateLocale, style: DateStyle = 'medium'): string {
  const weekday = WEEKDAYS[adWeekday(ad)]; // validates the date
  const month = AD_MONTHS[ad.month - 1];
  return compose(
    {
      ...ad,
      month: nameIn(month, locale),
      weekday: nameIn(weekday, locale),
      iso: formatIsoDate(ad),
    },
    locale,
    style,
  );
}

/** `formatAdDate` of an ISO day as views store it; a bad value comes back as is: no view fails. */
export function formatAdIsoDate(
  iso: string,
  locale: DateLocale,
  style: DateStyle = 'medium',
): string {
  const parsed = parseIsoDate(iso, 'ad');
  return parsed.ok ? formatAdDate(parsed.value, locale, style) : iso;
}

/**
 * 'HH:MM' of an ISO 8601 time already written in Nepal time (+05:45), as the panchang gives it:
 * '06:12' / '०६:१२'. The clock digits are shown as they stand; no time-zone conversion.
 */
export function formatClock(iso: string, locale: DateLocale): string {
  const hhmm = iso.slice(11, 16);
  return localeDigits(hhmm, locale);
}
