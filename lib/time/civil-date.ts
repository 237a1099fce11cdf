/** Civil dates ('YYYY-MM-DD') and whole-day arithmetic; pure and import-free for every layer. */

/** A Gregorian calendar date, read as the Nepal civil day (UTC+05:45). */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Milliseconds in a civil day (UTC, and Nepal time: no daylight saving). */
export const DAY_MS = 86_400_000;

/** Supported civil days, inclusive: BS 1970-01-01 … 2100 end (AD 1913-04-13 … 2044-04-13). */
const FIRST_DAY = Date.UTC(1913, 3, 13);
const LAST_DAY = Date.UTC(2044, 3, 13);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of a civil date (zero-padded; no validation). */
export function formatIsoDay({ year, month, day }: CivilDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The civil date of a UTC-midnight timestamp (any ms inside the UTC day gives that day). */
export function civilDateOfUtc(utc: number): CivilDate {
  const d = new Date(utc);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 'YYYY-MM-DD' of a UTC-midnight timestamp. @throws RangeError for a non-finite timestamp. */
export function isoDay(utc: number): string {
  if (!Number.isFinite(utc)) throw new RangeError(`Invalid time value: ${utc}`);
  return formatIsoDay(civilDateOfUtc(utc));
}

/** UTC midnight of a real date (years 0–99 as written, unlike Date.UTC), else NaN. */
export function utcOfCivilDate({ year, month, day }: CivilDate): number {
  if (![year, month, day].every(Number.isInteger)) return NaN;
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return real ? check.getTime() : NaN;
}

/** A strict 'YYYY-MM-DD' (ASCII digits, nothing around it) naming a real date, else null. */
export function parseIsoDay(value: string): CivilDate | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return Number.isNaN(utcOfCivilDate(date)) ? null : date;
}

/** True for a real Gregorian 'YYYY-MM-DD' date (rejects 2026-02-30). */
export function isIsoDay(value: string): boolean {
  return parseIsoDay(value) !== null;
}

/** UTC midnight of a 'YYYY-MM-DD'; NaN when it is not a real date. */
export function utcOfIsoDay(iso: string): number {
  const date = parseIsoDay(iso);
  return date ? utcOfCivilDate(date) : NaN;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' (NaN when it is not a real date). */
export function dayNumberOfIso(iso: string): number {
  return Math.round(utcOfIsoDay(iso) / DAY_MS);
}

/** Days since 1970-01-01 of a civil date (NaN when it is not a real date). */
export function dayNumberOf(date: CivilDate): number {
  return Math.round(utcOfCivilDate(date) / DAY_MS);
}

/** 'YYYY-MM-DD' `days` days after `iso` (negative: before). @throws RangeError for a bad `iso`. */
export function addDays(iso: string, days: number): string {
  return isoDay(utcOfIsoDay(iso) + days * DAY_MS);
}

/** The civil date `days` after `date`. @throws RangeError if `date` is not a real date. */
export function addCivilDays(date: CivilDate, days: number): CivilDate {
  const utc = utcOfCivilDate(date);
  if (Number.isNaN(utc)) throw new RangeError(`Invalid date: ${formatIsoDay(date)}`);
  return civilDateOfUtc(utc + days * DAY_MS);
}

/** Days from 'YYYY-MM-DD' `a` to `b` (positive when b is later; NaN if either is not a date). */
export function daysBetween(a: string, b: string): number {
  return dayNumberOfIso(b) - dayNumberOfIso(a);
}

/** Day of week of a 'YYYY-MM-DD', 0 = Sunday … 6 = Saturday (NaN if it is not a date). */
export function weekdayOfIso(iso: string): number {
  const n = dayNumberOfIso(iso);
  return Number.isNaN(n) ? NaN : (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** UTC midnight of a civil date, after checking it exists and is inside the supported range. */
export function civilDayUtc(date: CivilDate): number {
  const { year, month, day } = date;
  const utc = utcOfCivilDate(date);
  if (Number.isNaN(utc)) throw new RangeError(`Invalid date: ${year}-${month}-${day}`);
  if (utc < FIRST_DAY || utc > LAST_DAY) {
    throw new RangeError(
      `Date ${isoDay(utc)} is outside the supported range 1913-04-13 … 2044-04-13`,
    );
  }
  return utc;
}

/** The civil date `days` after the one at UTC midnight `utc`. */
export function addDaysUtc(utc: number, days: number): number {
  return utc + days * DAY_MS;
}
