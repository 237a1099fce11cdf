import {
  BS_DAY_COUNT,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_RANGE_TEXT,
  MONTH_START,
  bsDateError,
} from './calendar';
import { BsRangeError, describeYmd } from './errors';
import { adDateError, adFromDayNumber, civilToDays, weekdayOfDayNumber } from './gregorian';
import { BS_EPOCH_AD } from './month-table';
import type { AdDate, BsDate, Weekday } from './types';

/** Day number (days since 1970-01-01) of 1 Baishakh 1970 BS. */
const EPOCH = civilToDays(BS_EPOCH_AD.year, BS_EPOCH_AD.month, BS_EPOCH_AD.day);

/*
 * Day number → month in O(1): every month has at least 29 days, so a 32-day bucket starts inside
 * month BUCKET_MONTH[bucket] and ends at most two months later.
 */
const BUCKET_SHIFT = 5;
const BUCKET_MONTH = new Uint16Array((BS_DAY_COUNT >> BUCKET_SHIFT) + 1);
for (let m = 0, b = 0; b < BUCKET_MONTH.length; b += 1) {
  while ((MONTH_START[m + 1] ?? Infinity) <= b << BUCKET_SHIFT) m += 1;
  BUCKET_MONTH[b] = m;
}

/** BS date of an in-range day number, unchecked (the hot path of adToBs). */
function fromDayNumber(n: number): BsDate {
  let m = BUCKET_MONTH[n >> BUCKET_SHIFT] ?? 0;
  while ((MONTH_START[m + 1] ?? Infinity) <= n) m += 1;
  const y = (m / 12) | 0;
  return { year: BS_MIN_YEAR + y, month: m - y * 12 + 1, day: n - (MONTH_START[m] ?? 0) + 1 };
}

/** First and last supported days as AD dates (1913-04-13 and the end of BS 2100). */
export const AD_MIN: Readonly<AdDate> = Object.freeze(adFromDayNumber(EPOCH));
export const AD_MAX: Readonly<AdDate> = Object.freeze(adFromDayNumber(EPOCH + BS_DAY_COUNT - 1));
const AD_RANGE_TEXT = `the supported range ${describeYmd(AD_MIN)} to ${describeYmd(AD_MAX)} AD`;

/**
 * Days since 1 Baishakh 1970 BS (0-based) of a BS date: the index for iterating and diffing days.
 * @throws BsRangeError for non-integers, a month outside 1–12, a day past the month's length or a
 * date outside 1970-01-01 … 2100-12-31 BS.
 */
export function bsDayNumber(bs: BsDate): number {
  const { year, month, day } = bs;
  const isInt = Number.isInteger;
  if (
    isInt(year) &&
    isInt(month) &&
    year >= BS_MIN_YEAR &&
    year <= BS_MAX_YEAR &&
    month >= 1 &&
    month <= 12
  ) {
    const i = (year - BS_MIN_YEAR) * 12 + month - 1;
    const start = MONTH_START[i] ?? 0;
    if (isInt(day) && day >= 1 && day <= (MONTH_START[i + 1] ?? 0) - start) return start + day - 1;
  }
  throw new BsRangeError(bsDateError(bs) ?? `Invalid BS date ${describeYmd(bs)}`);
}

/**
 * BS date of a day number from {@link bsDayNumber} (0 = 1 Baishakh 1970).
 * @throws BsRangeError unless an integer in 0 … (days in 1970–2100 BS) − 1.
 */
export function bsFromDayNumber(n: number): BsDate {
  if (!Number.isInteger(n) || n < 0 || n >= BS_DAY_COUNT) {
    throw new BsRangeError(
      `BS day number ${n} is outside 0–${BS_DAY_COUNT - 1} (${BS_RANGE_TEXT})`,
    );
  }
  return fromDayNumber(n);
}

/**
 * Gregorian date of a BS date (a civil day; no time zone involved). Month lengths from
 * month-table.ts (1970–2100 BS). @throws BsRangeError for invalid or out-of-range dates.
 */
export function bsToAd(bs: BsDate): AdDate {
  return adFromDayNumber(EPOCH + bsDayNumber(bs));
}

/**
 * BS date of a Gregorian date (a civil day; no time zone involved), AD_MIN … AD_MAX.
 * @throws BsRangeError for a date that is not a real Gregorian date or is out of range.
 */
export function adToBs(ad: AdDate): BsDate {
  const error = adDateError(ad);
  if (error)
    throw new BsRangeError(`Invalid AD date ${describeYmd(ad)}: ${error} (${AD_RANGE_TEXT})`);
  const n = civilToDays(ad.year, ad.month, ad.day) - EPOCH;
  if (n < 0 || n >= BS_DAY_COUNT) {
    throw new BsRangeError(`AD date ${describeYmd(ad)} is outside ${AD_RANGE_TEXT}`);
  }
  return fromDayNumber(n);
}

/** Weekday of a BS date, 0 = Sunday … 6 = Saturday. @throws BsRangeError as bsDayNumber. */
export function bsWeekday(bs: BsDate): Weekday {
  return weekdayOfDayNumber(EPOCH + bsDayNumber(bs));
}

/**
 * The BS date `days` days after `bs` (negative: before). @throws BsRangeError for an invalid
 * `bs`, a non-integer `days`, or a result outside 1970-01-01 … 2100-12-31 BS.
 */
export function addBsDays(bs: BsDate, days: number): BsDate {
  if (!Number.isInteger(days)) throw new BsRangeError(`Day count ${days} is not an integer`);
  const n = bsDayNumber(bs) + days;
  if (n < 0 || n >= BS_DAY_COUNT) {
    throw new BsRangeError(`BS date ${describeYmd(bs)} + ${days} days is outside ${BS_RANGE_TEXT}`);
  }
  return fromDayNumber(n);
}
