/** BS day-number arithmetic (0 = 1 Baishakh 1970) and the panchang samples lunar rules read. */
import type { AdDate } from '@/lib/bs';
import { BS_DAY_COUNT, BS_MIN_YEAR, bsToAd } from '@/lib/bs';
import { lunarMonthAt, sunTimes, tithiAt } from '@/lib/panchang';
import { civilDateOfUtc, DAY_MS, formatIsoDay, utcOfCivilDate } from '@/lib/time/civil-date';

import type { TimeOfDay } from './types';

const PRADOSH_MS = 72 * 60_000;

const EPOCH_AD = bsToAd({ year: BS_MIN_YEAR, month: 1, day: 1 });
const EPOCH_UTC = utcOfCivilDate(EPOCH_AD);

export const LAST_DAY = BS_DAY_COUNT - 1;

/** Gregorian civil date of BS day number `n`. */
export function adOfDay(n: number): AdDate {
  return civilDateOfUtc(EPOCH_UTC + n * DAY_MS);
}

/** 'YYYY-MM-DD' of BS day number `n`. */
export function isoOfDay(n: number): string {
  return formatIsoDay(adOfDay(n));
}

/** BS day number of a Gregorian date (may fall outside the supported range). */
export function dayOfAd(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month - 1, day) - EPOCH_UTC) / DAY_MS);
}

export interface Sample {
  /** SS tithi 1–30 at the sampled moment. */
  tithi: number;
  /** Purnimanta month of that tithi, 1 = Baishakh. */
  month: number;
  adhik: boolean;
  /** The sampled moment, epoch ms. */
  at: number;
}

const KINDS: readonly TimeOfDay[] = ['sunrise', 'madhyahna', 'aparahna', 'pradosh', 'nishitha'];
const cache = new Map<number, Sample | null>();

function sun(n: number): { sunrise: number; sunset: number } {
  const { sunrise, sunset } = sunTimes(adOfDay(n));
  return { sunrise: sunrise.getTime(), sunset: sunset.getTime() };
}

function instant(n: number, at: TimeOfDay): number | null {
  const { sunrise, sunset } = sun(n);
  switch (at) {
    case 'sunrise':
      return sunrise;
    case 'madhyahna':
      return sunrise + 0.5 * (sunset - sunrise);
    case 'aparahna':
      return sunrise + 0.7 * (sunset - sunrise);
    case 'pradosh':
      return sunset + PRADOSH_MS;
    case 'nishitha':
      // The night after day n needs the next sunrise, which the last supported day lacks.
      return n < LAST_DAY ? (sunset + sun(n + 1).sunrise) / 2 : null;
  }
}

/** Tithi and lunar month at moment `at` of BS day `n`; null outside the supported days. */
export function sampleAt(n: number, at: TimeOfDay): Sample | null {
  if (n < 0 || n > LAST_DAY) return null;
  const key = n * KINDS.length + KINDS.indexOf(at);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const ms = instant(n, at);
  let sample: Sample | null = null;
  if (ms !== null) {
    const moment = new Date(ms);
    const month = lunarMonthAt(moment);
    sample = { tithi: tithiAt(moment), month: month.index, adhik: month.adhik, at: ms };
  }
  cache.set(key, sample);
  return sample;
}
