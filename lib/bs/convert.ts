import {
  BS_DAY_COUNT,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_RANGE_TEXT,
  MONTH_START,
  bsDateError,
} from './calendar';
import { BsRangeError, describeYmd } from './errors';
import {
  adDateError,
  adFromDayNumber,
  civilToDays,
  isGregorianLeapYear,
  weekdayOfDayNumber,
} from './gregorian';
import { BS_EPOCH_AD } from './month-table';
import type { AdDate, BsDate, Weekday } from './types';

// Integer checks and lookups in tables built at load; hot paths read module-local constants only
// (imported bindings become getters under CommonJS; docs/bs-calendar.md, scripts/bench-convert.ts).

/** Day number (days since 1970-01-01) of 1 Baishakh 1970 BS. */
const EPOCH = civilToDays(BS_EPOCH_AD.year, BS_EPOCH_AD.month, BS_EPOCH_AD.day);
const DAYS = BS_DAY_COUNT;
const FIRST_YEAR = BS_MIN_YEAR;
const YEARS = BS_MAX_YEAR - BS_MIN_YEAR + 1;
/** START[i]: day index (from 1 Baishakh 1970) of month i's first day; START[12 × YEARS] = DAYS. */
const START = MONTH_START;
const EPOCH_WEEKDAY = weekdayOfDayNumber(EPOCH);

/* A date packed in one integer: year << 10 | month << 6 | day (days run to 32: six bits). */
const pack = (year: number, month: number, day: number): number =>
  (year << 10) | (month << 6) | day;

/** BS date of each day index, packed. */
const BS_OF_DAY = new Int32Array(DAYS);
for (let i = 0, n = 0; i < YEARS * 12; i += 1) {
  const year = FIRST_YEAR + Math.floor(i / 12);
  const end = START[i + 1] ?? 0;
  for (let day = 1; n < end; day += 1, n += 1) BS_OF_DAY[n] = pack(year, (i % 12) + 1, day);
}

let adOfDay: Int32Array | null = null;

/** AD date of each day index, packed; built on first use (7–30 ms of start-up otherwise). */
function adOfDayTable(): Int32Array {
  if (adOfDay) return adOfDay;
  const table = new Int32Array(DAYS);
  for (let n = 0; n < DAYS; n += 1) {
    const ad = adFromDayNumber(EPOCH + n);
    table[n] = pack(ad.year, ad.month, ad.day);
  }
  adOfDay = table;
  return table;
}

/** First and last supported days as AD dates (1913-04-13 and the end of BS 2100). */
export const AD_MIN: Readonly<AdDate> = Object.freeze(adFromDayNumber(EPOCH));
export const AD_MAX: Readonly<AdDate> = Object.freeze(adFromDayNumber(EPOCH + DAYS - 1));
const AD_RANGE_TEXT = `the supported range ${describeYmd(AD_MIN)} to ${describeYmd(AD_MAX)} AD`;

// AD date → day index tables (layout: docs/bs-calendar.md).
const AD_FIRST_YEAR = AD_MIN.year;
const AD_YEARS = AD_MAX.year - AD_MIN.year + 1;
const AD_YEAR_START = new Int32Array(AD_YEARS);
const AD_LEAP = new Uint8Array(AD_YEARS);
for (let y = 0; y < AD_YEARS; y += 1) {
  AD_YEAR_START[y] = civilToDays(AD_FIRST_YEAR + y, 1, 1) - EPOCH;
  AD_LEAP[y] = isGregorianLeapYear(AD_FIRST_YEAR + y) ? 13 : 0;
}
const AD_MONTH_BEFORE = new Int16Array(26);
[28, 29].forEach((february, leap) => {
  const lengths = [31, february, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  lengths.forEach((length, m) => {
    AD_MONTH_BEFORE[leap * 13 + m + 1] = (AD_MONTH_BEFORE[leap * 13 + m] ?? 0) + length;
  });
});

/** True for a 32-bit integer; false for NaN, ±Infinity, fractions and non-numbers. */
const isInt = (value: number): boolean => (value | 0) === value;

/** Day index of a BS date, or −1 when it is not a supported date. */
function bsIndex(year: number, month: number, day: number): number {
  const y = year - FIRST_YEAR;
  if (
    isInt(year) &&
    isInt(month) &&
    isInt(day) &&
    y >= 0 &&
    y < YEARS &&
    month >= 1 &&
    month <= 12
  ) {
    const i = y * 12 + month - 1;
    const start = START[i] as number;
    if (day >= 1 && day <= (START[i + 1] as number) - start) return start + day - 1;
  }
  return -1;
}

function bsError(bs: BsDate): BsRangeError {
  return new BsRangeError(bsDateError(bs) ?? `Invalid BS date ${describeYmd(bs)}`);
}

/** BS date of an in-range day index, unchecked. */
function bsOfIndex(n: number): BsDate {
  const packed = BS_OF_DAY[n] as number;
  return { year: packed >> 10, month: (packed >> 6) & 15, day: packed & 63 };
}

/**
 * Days since 1 Baishakh 1970 BS (0-based) of a BS date.
 * @throws BsRangeError for an invalid date or one outside 1970-01-01 … 2100-12-31 BS.
 */
export function bsDayNumber(bs: BsDate): number {
  const n = bsIndex(bs.year, bs.month, bs.day);
  if (n < 0) throw bsError(bs);
  return n;
}

/**
 * BS date of a day number from {@link bsDayNumber} (0 = 1 Baishakh 1970).
 * @throws BsRangeError unless an integer in 0 … (days in 1970–2100 BS) − 1.
 */
export function bsFromDayNumber(n: number): BsDate {
  if (!isInt(n) || n < 0 || n >= DAYS) {
    throw new BsRangeError(`BS day number ${n} is outside 0–${DAYS - 1} (${BS_RANGE_TEXT})`);
  }
  return bsOfIndex(n);
}

/** Gregorian date (a civil day) of a BS date. @throws BsRangeError if invalid or out of range. */
export function bsToAd(bs: BsDate): AdDate {
  const n = bsIndex(bs.year, bs.month, bs.day);
  if (n < 0) throw bsError(bs);
  const packed = adOfDayTable()[n] as number;
  return { year: packed >> 10, month: (packed >> 6) & 15, day: packed & 63 };
}

/** BS date of a Gregorian date (a civil day), AD_MIN … AD_MAX. @throws BsRangeError otherwise. */
export function adToBs(ad: AdDate): BsDate {
  const { year, month, day } = ad;
  const y = year - AD_FIRST_YEAR;
  if (
    isInt(year) &&
    isInt(month) &&
    isInt(day) &&
    y >= 0 &&
    y < AD_YEARS &&
    month >= 1 &&
    month <= 12
  ) {
    const k = (AD_LEAP[y] as number) + month;
    const before = AD_MONTH_BEFORE[k - 1] as number;
    const n = (AD_YEAR_START[y] as number) + before + day - 1;
    if (day >= 1 && day <= (AD_MONTH_BEFORE[k] as number) - before && n >= 0 && n < DAYS) {
      const packed = BS_OF_DAY[n] as number;
      return { year: packed >> 10, month: (packed >> 6) & 15, day: packed & 63 };
    }
  }
  const error = adDateError(ad);
  if (error) {
    throw new BsRangeError(`Invalid AD date ${describeYmd(ad)}: ${error} (${AD_RANGE_TEXT})`);
  }
  throw new BsRangeError(`AD date ${describeYmd(ad)} is outside ${AD_RANGE_TEXT}`);
}

/** Weekday of a BS date, 0 = Sunday … 6 = Saturday. @throws BsRangeError as bsDayNumber. */
export function bsWeekday(bs: BsDate): Weekday {
  return ((bsDayNumber(bs) + EPOCH_WEEKDAY) % 7) as Weekday;
}

/**
 * The BS date `days` days after `bs` (negative: before). @throws BsRangeError for an invalid
 * `bs`, a non-integer `days`, or a result outside 1970-01-01 … 2100-12-31 BS.
 */
export function addBsDays(bs: BsDate, days: number): BsDate {
  if (!Number.isInteger(days)) {
    throw new BsRangeError(`Day count ${days} is not an integer (${BS_RANGE_TEXT})`);
  }
  const n = bsDayNumber(bs) + days;
  if (n < 0 || n >= DAYS) {
    throw new BsRangeError(`BS date ${describeYmd(bs)} + ${days} days is outside ${BS_RANGE_TEXT}`);
  }
  return bsOfIndex(n);
}
