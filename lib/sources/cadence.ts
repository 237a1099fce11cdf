import 'server-only';
import { addDays, weekdayOfIso } from '@/lib/time/civil-date';
import { nepalIsoDay, nepalWallClock } from '@/lib/time/nepal-time';
import type { SourceId } from '@/lib/sources/types';

/**
 * When each source publishes (data-sources.md), in Nepal time, and from when we expect to hold it:
 * - forex: NRB puts every calendar date live at 00:00 NPT, weekends and holidays included (they
 *   repeat the last working day's rates); we poll at 00:05 and 01:00, so from 02:00 today's date
 *   is expected;
 * - vegetables: Kalimati enters the wholesale list in the morning (public scrapers poll at
 *   07:00–07:45; we poll hourly to 11:15), so from 12:00 today's list is expected;
 * - metals: FENEGOSIDA publishes about 10:25 NPT, six days a week (no Saturday); we poll every
 *   30 min from 10:00, so from 13:00 today's prices are expected.
 * - fuel: NOC revises prices irregularly (about every two weeks, at 24:00); we read its table at
 *   00:35 and 14:00, so what must be recent is the last read, not the revision: fuel's date here
 *   is the Nepal day NOC's table last showed the newest stored revision, fresh for a day after.
 * Data is stale when the newest stored date is older than that expected date, minus `graceDays`
 * publications. Grace is 0: a market holiday or a late upload does show as stale, which is true.
 */
export interface Cadence {
  /** Nepal hour from which today's publication is expected. */
  readyHour: number;
  /** Whether the source publishes on a weekday (0 = Sunday … 6 = Saturday). */
  publishes: (weekday: number) => boolean;
  /** Publications that may be missing before data counts as stale. */
  graceDays: number;
}

export const CADENCES: Record<SourceId, Cadence> = {
  forex: { readyHour: 2, publishes: () => true, graceDays: 0 },
  vegetables: { readyHour: 12, publishes: () => true, graceDays: 0 },
  metals: { readyHour: 13, publishes: (day) => day !== 6, graceDays: 0 },
  fuel: { readyHour: 1, publishes: () => true, graceDays: 1 },
};

function previousPublication(cadence: Cadence, date: string): string {
  let d = addDays(date, -1);
  while (!cadence.publishes(weekdayOfIso(d))) d = addDays(d, -1);
  return d;
}

/** The newest date the source should have published by `at` (Nepal dates). */
export function expectedLatestDate(source: SourceId, at: Date): string {
  const cadence = CADENCES[source];
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
  let oldestFresh = expectedLatestDate(source, at);
  for (let i = 0; i < CADENCES[source].graceDays; i += 1)
    oldestFresh = previousPublication(CADENCES[source], oldestFresh);
  return oldestFresh;
}
