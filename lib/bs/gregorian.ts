import { BsRangeError, describeYmd } from './errors';
import type { AdDate, Weekday } from './types';

// Day-number arithmetic after Howard Hinnant's `days_from_civil`: exact and free of Date objects.

/** True for Gregorian leap years (divisible by 4, centuries only when divisible by 400). */
export function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const AD_MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a Gregorian month (month 1–12); 0 for a month outside 1–12. */
export function daysInAdMonth(year: number, month: number): number {
  if (month === 2 && isGregorianLeapYear(year)) return 29;
  return AD_MONTH_DAYS[month - 1] ?? 0;
}

/** Why `date` is not a real Gregorian date (integer fields, month 1–12, real day), or null. */
export function adDateError(date: AdDate): string | null {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
    return 'year, month and day must be integers';
  }
  if (month < 1 || month > 12) return 'month must be 1–12';
  const length = daysInAdMonth(year, month);
  if (day < 1 || day > length) return `day must be 1–${length} in that month`;
  return null;
}

/** Days since 1970-01-01 of y-m-d, without validation (internal hot path). */
export function civilToDays(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The Gregorian date `days` days after 1970-01-01 (negative before); exact within ±10^8 days. */
export function adFromDayNumber(days: number): AdDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * mp + 2) / 5) + 1,
  };
}

/** Weekday of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDayNumber(days: number): Weekday {
  return ((((days + 4) % 7) + 7) % 7) as Weekday;
}

function checkedDays(ad: AdDate): number {
  const error = adDateError(ad);
  if (error) throw new BsRangeError(`Invalid AD date ${describeYmd(ad)}: ${error}`);
  return civilToDays(ad.year, ad.month, ad.day);
}

/** Days since 1970-01-01 (UTC civil days) of a real Gregorian date. @throws BsRangeError if not. */
export function adDayNumber(ad: AdDate): number {
  return checkedDays(ad);
}

/** Weekday (0 = Sunday … 6 = Saturday) of a real Gregorian date. @throws BsRangeError if not. */
export function adWeekday(ad: AdDate): Weekday {
  return weekdayOfDayNumber(checkedDays(ad));
}
