/**
 * The one clock of the app. Everything that needs "now" or "today" asks here, so tests can pin
 * time with `APP_NOW` (an ISO timestamp, server only) and the browser can be pinned by
 * Playwright's clock. Nepal has kept UTC+05:45 without daylight saving since 1986.
 */
import { pinnedNow } from '@/lib/env/runtime';

export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** The current instant; `APP_NOW` overrides it on the server for tests. */
export function now(): Date {
  const override = pinnedNow();
  if (override) {
    const pinned = new Date(override);
    if (!Number.isNaN(pinned.getTime())) return pinned;
  }
  return new Date();
}

/** The Gregorian calendar date in Nepal at `instant` (default: now). */
export function todayInNepal(instant: Date = now()): CivilDate {
  const shifted = new Date(instant.getTime() + NEPAL_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** `YYYY-MM-DD` for a civil date. */
export function isoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
