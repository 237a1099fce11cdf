/**
 * Bikram Sambat (BS) ↔ Gregorian (AD) calendar core, pure TypeScript: no I/O, no clock, no
 * framework. Supports 1970-01-01 … 2100-12-31 BS (1913-04-13 … 2044-04-13 AD); month lengths and
 * their sources are in month-table.ts, each year's trust level via `bsYearConfidence`.
 */
export {
  BS_MIN_YEAR,
  BS_MAX_YEAR,
  BS_MIN,
  BS_MAX,
  BS_DAY_COUNT,
  daysInBsMonth,
  daysInBsYear,
  bsYearConfidence,
} from './calendar';
export {
  AD_MIN,
  AD_MAX,
  bsToAd,
  adToBs,
  bsDayNumber,
  bsFromDayNumber,
  addBsDays,
  bsWeekday,
} from './convert';
export {
  adDayNumber,
  adFromDayNumber,
  adWeekday,
  daysInAdMonth,
  isGregorianLeapYear,
} from './gregorian';
export { toDevanagariDigits, fromDevanagariDigits, localeDigits } from './digits';
export { BsRangeError } from './errors';
export { formatBsDate, formatAdDate, formatAdIsoDate, formatClock, formatIsoDate } from './format';
export type { DateLocale, DateStyle } from './format';
export { BS_MONTH_TABLE, BS_EPOCH_AD } from './month-table';
export type { BsTableRow } from './month-table';
export { BS_MONTHS, WEEKDAYS, AD_MONTHS } from './names';
export type { BsMonthName, WeekdayName } from './names';
export { parseIsoDate, parseBsMonth } from './parse';
export type { ParseResult } from './parse';
export type { AdDate, BsDate, BsConfidence, Weekday } from './types';
