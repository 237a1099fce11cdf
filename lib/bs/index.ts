// Bikram Sambat (BS) ↔ Gregorian (AD) calendar core, pure TypeScript: no I/O, no clock, no
// framework. Supports 1970-01-01 … 2100-12-31 BS (1913-04-13 … 2044-04-13 AD); month lengths and
// their sources are in month-table.ts, each year's trust level via `bsYearConfidence`.
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
export { adDayNumber, adFromDayNumber, adWeekday, daysInAdMonth } from './gregorian';
export { toDevanagariDigits, fromDevanagariDigits, localeDigits } from './digits';
export { BsRangeError } from './errors';
export { formatBsDate, formatAdDate, formatAdIsoDate, formatClock, formatIsoDate } from './format';
export { BS_MONTH_TABLE } from './month-table';
export { BS_MONTHS, WEEKDAYS, AD_MONTHS } from './names';
export { parseIsoDate, parseBsMonth } from './parse';
export type { AdDate, BsDate } from './types';
