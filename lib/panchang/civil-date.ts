import type { CivilDate } from './types';

/** Nepal Standard Time, UTC+05:45 without daylight saving (the almanac's civil day). */
export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** Supported civil days, inclusive: BS 1970 Baishakh 1 … BS 2100 end (AD 1913-04-13 … 2044-04-13). */
const FIRST_DAY = Date.UTC(1913, 3, 13);
const LAST_DAY = Date.UTC(2044, 3, 13);

/** UTC midnight of a civil date, after checking it exists and is inside the supported range. */
export function civilDayUtc(date: CivilDate): number {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) {
    throw new RangeError(`Invalid date: ${year}-${month}-${day}`);
  }
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  // Date.UTC maps years 0–99 to 1900–1999, and rolls 31 Feb over: compare the fields back.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    throw new RangeError(`Invalid date: ${year}-${month}-${day}`);
  }
  if (utc < FIRST_DAY || utc > LAST_DAY) {
    throw new RangeError(
      `Date ${isoDay(utc)} is outside the supported range 1913-04-13 … 2044-04-13`,
    );
  }
  return utc;
}

/** Epoch ms of 00:00 Nepal time on the civil day whose UTC midnight is `utc`. */
export function nepalMidnightMs(utc: number): number {
  return utc - NEPAL_OFFSET_MS;
}

/** The civil date `days` after the one at UTC midnight `utc`. */
export function addDaysUtc(utc: number, days: number): number {
  return utc + days * DAY_MS;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of a UTC-midnight timestamp. */
export function isoDay(utc: number): string {
  const d = new Date(utc);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO 8601 in Nepal time to the nearest second, e.g. '2024-10-03T06:02:11+05:45'. */
export function nepalIso(ms: number): string {
  const d = new Date(Math.round(ms / 1000) * 1000 + NEPAL_OFFSET_MS);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+05:45`
  );
}
