import { BsRangeError, describeYmd } from './errors';
import { BS_MONTH_TABLE } from './month-table';
import { BS_MONTHS } from './names';
import type { BsConfidence, BsDate } from './types';

/** First BS year with month lengths (the table's first row). */
export const BS_MIN_YEAR = 1970;
/** Last BS year with month lengths (the table's last row). */
export const BS_MAX_YEAR = 2100;

const YEARS = BS_MAX_YEAR - BS_MIN_YEAR + 1;

// Day number of every month start (plus the total): a BS date maps to a day number in one lookup.
export const MONTH_START = new Int32Array(YEARS * 12 + 1);
const MONTH_LENGTH = new Uint8Array(YEARS * 12);
const CONFIDENCE: BsConfidence[] = [];

if (BS_MONTH_TABLE.length !== YEARS) throw new Error('month-table: wrong number of rows');
BS_MONTH_TABLE.forEach(([year, months, confidence], y) => {
  if (year !== BS_MIN_YEAR + y || !/^[0-3]{12}$/.test(months)) {
    throw new Error(`month-table: bad row for ${BS_MIN_YEAR + y} BS`);
  }
  CONFIDENCE.push(confidence);
  for (let m = 0; m < 12; m += 1) {
    const i = y * 12 + m;
    MONTH_LENGTH[i] = 29 + Number(months[m]);
    MONTH_START[i + 1] = (MONTH_START[i] ?? 0) + (MONTH_LENGTH[i] ?? 0);
  }
});

/** Number of supported days; valid BS day numbers are 0 … BS_DAY_COUNT − 1. */
export const BS_DAY_COUNT = MONTH_START[YEARS * 12] ?? 0;

export const BS_MIN: Readonly<BsDate> = Object.freeze({ year: BS_MIN_YEAR, month: 1, day: 1 });
export const BS_MAX: Readonly<BsDate> = Object.freeze({
  year: BS_MAX_YEAR,
  month: 12,
  day: MONTH_LENGTH[YEARS * 12 - 1] ?? 0,
});

/** 'the supported range 1970-01-01 to 2100-12-31 BS', for error messages. */
export const BS_RANGE_TEXT = `the supported range ${describeYmd(BS_MIN)} to ${describeYmd(BS_MAX)} BS`;

function checkYear(year: number): number {
  if (!Number.isInteger(year) || year < BS_MIN_YEAR || year > BS_MAX_YEAR) {
    throw new BsRangeError(
      `BS year ${year} is outside the supported years ${BS_MIN_YEAR}–${BS_MAX_YEAR} (${BS_RANGE_TEXT})`,
    );
  }
  return year - BS_MIN_YEAR;
}

/** Length of a BS month in days (29–32). Table: see month-table.ts. @throws BsRangeError */
export function daysInBsMonth(year: number, month: number): number {
  const y = checkYear(year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new BsRangeError(`BS month ${month} is not an integer 1–12 (${BS_RANGE_TEXT})`);
  }
  return MONTH_LENGTH[y * 12 + month - 1] ?? 0;
}

/** Length of a BS year in days (365 or 366 in this table). @throws BsRangeError */
export function daysInBsYear(year: number): number {
  const y = checkYear(year);
  return (MONTH_START[(y + 1) * 12] ?? 0) - (MONTH_START[y * 12] ?? 0);
}

/**
 * Trust in a year's month lengths: 'historical' 1970–1999, 'official' 2000–2083 (published
 * almanacs), 'projected' from 2084 (no almanac yet). @throws BsRangeError outside 1970–2100.
 */
export function bsYearConfidence(year: number): BsConfidence {
  return CONFIDENCE[checkYear(year)] ?? 'projected';
}

/** Why `date` is not a supported BS date, or null when it is (no throw; for parsers). */
export function bsDateError(date: BsDate): string | null {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
    return `Invalid BS date ${describeYmd(date)}: year, month and day must be integers (${BS_RANGE_TEXT})`;
  }
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) {
    return `BS date ${describeYmd(date)} is outside ${BS_RANGE_TEXT}`;
  }
  if (month < 1 || month > 12) {
    return `Invalid BS date ${describeYmd(date)}: month must be 1–12 (${BS_RANGE_TEXT})`;
  }
  const length = MONTH_LENGTH[(year - BS_MIN_YEAR) * 12 + month - 1] ?? 0;
  if (day < 1 || day > length) {
    const name = BS_MONTHS[month - 1]?.name ?? '';
    return `Invalid BS date ${describeYmd(date)}: ${name} ${year} has ${length} days (${BS_RANGE_TEXT})`;
  }
  return null;
}
