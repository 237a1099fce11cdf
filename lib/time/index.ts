/** The one clock of the app, pinned in tests by `APP_NOW` or Playwright's clock. */
import { pinnedNow } from '@/lib/env/runtime';
import type { CivilDate } from './civil-date';
import { nepalCivilDate, nepalIsoDay } from './nepal-time';

export type { CivilDate };
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

export function now(): Date {
  const override = pinnedNow();
  if (override) {
    const pinned = new Date(override);
    if (!Number.isNaN(pinned.getTime())) return pinned;
  }
  return new Date();
}

export function todayInNepal(instant: Date = now()): CivilDate {
  return nepalCivilDate(instant);
}

/** 'YYYY-MM-DD' of the Gregorian date in Nepal at `instant` (default: now). */
export function todayIsoInNepal(instant: Date = now()): string {
  return nepalIsoDay(instant);
}
