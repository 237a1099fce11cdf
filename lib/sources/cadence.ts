import 'server-only';
import { addDays, weekdayOfIso } from '@/lib/time/civil-date';
import { nepalIsoDay, nepalWallClock } from '@/lib/time/nepal-time';
import type { SourceId } from '@/lib/sources/types';
import { SOURCES } from './registry';

/** When a source publishes and from when we expect to hold it (docs/market-sources.md). */
export interface Cadence {
  /** Nepal hour from which today's publication is expected. */
  readyHour: number;
  /** Whether the source publishes on a weekday (0 = Sunday … 6 = Saturday). */
  publishes: (weekday: number) => boolean;
  /** Publications that may be missing before data counts as stale. */
  graceDays: number;
}

function previousPublication(cadence: Cadence, date: string): string {
  let d = addDays(date, -1);
  while (!cadence.publishes(weekdayOfIso(d))) d = addDays(d, -1);
  return d;
}

/** The newest date the source should have published by `at` (Nepal dates). */
export function expectedLatestDate(source: SourceId, at: Date): string {
  const { cadence } = SOURCES[source];
  let d = nepalIsoDay(at);
  if (nepalWallClock(at).hour < cadence.readyHour || !cadence.publishes(weekdayOfIso(d)))
    d = previousPublication(cadence, d);
  return d;
}

/** True when nothing is stored, or the newest stored date is older than the cadence allows. */
export function isStale(source: SourceId, latestStored: string | null, at: Date): boolean {
  if (!latestStored) return true;
  return latestStored < oldestFreshDate(source, at);
}

/** The oldest date that still counts as fresh at `at` (the expected date minus the grace). */
export function oldestFreshDate(source: SourceId, at: Date): string {
  const { cadence } = SOURCES[source];
  let oldestFresh = expectedLatestDate(source, at);
  for (let i = 0; i < cadence.graceDays; i += 1)
    oldestFresh = previousPublication(cadence, oldestFresh);
  return oldestFresh;
}
