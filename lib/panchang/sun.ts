import { Body, Observer, SearchRiseSet } from 'astronomy-engine';

import { addDaysUtc, civilDayUtc } from '@/lib/time/civil-date';
import { nepalMidnightMs } from '@/lib/time/nepal-time';
import type { CivilDate } from './types';

/** Kathmandu as tithi-method.md uses it; the elevation only thins refraction (no horizon dip). */
export const KATHMANDU = {
  name: 'Kathmandu',
  latitude: 27.7172,
  longitude: 85.324,
  elevation: 1400,
} as const;

const observer = new Observer(KATHMANDU.latitude, KATHMANDU.longitude, KATHMANDU.elevation);

// Memoised per civil day (each day also needs the next sunrise); cleared past 50,000 days.
const cache = new Map<number, { sunrise: number; sunset: number }>();
const CACHE_LIMIT = 50_000;

function search(direction: 1 | -1, startMs: number): number {
  const found = SearchRiseSet(Body.Sun, observer, direction, new Date(startMs), 1);
  // Kathmandu's Sun rises and sets every day; a miss would mean a broken search.
  if (!found) throw new Error(`No ${direction > 0 ? 'sunrise' : 'sunset'} found after ${startMs}`);
  return found.date.getTime();
}

/** Sunrise and sunset (epoch ms) of the civil day whose UTC midnight is `utc` (unchecked). */
export function sunTimesMs(utc: number): { sunrise: number; sunset: number } {
  const hit = cache.get(utc);
  if (hit) return hit;
  const start = nepalMidnightMs(utc);
  const times = { sunrise: search(1, start), sunset: search(-1, start) };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(utc, times);
  return times;
}

/**
 * Apparent sunrise and sunset at Kathmandu on a Nepal civil day, as UT instants (docs/panchang.md).
 * @throws RangeError for an invalid date or one outside AD 1913-04-13 … 2044-04-13.
 */
export function sunTimes(date: CivilDate): { sunrise: Date; sunset: Date } {
  const { sunrise, sunset } = sunTimesMs(civilDayUtc(date));
  return { sunrise: new Date(sunrise), sunset: new Date(sunset) };
}

/** Sunrise (epoch ms) of the civil day after the one at UTC midnight `utc`. */
export function nextSunriseMs(utc: number): number {
  return sunTimesMs(addDaysUtc(utc, 1)).sunrise;
}
