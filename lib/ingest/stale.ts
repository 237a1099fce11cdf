import 'server-only';
import { addDays, nepalDate, nepalHour, weekday } from '@/lib/sources/dates';
import type { SourceId } from '@/lib/sources/types';

/**
 * When each source publishes (data-sources.md), in Nepal time:
 * - forex: NRB puts every calendar date live at 00:00 NPT, weekends and holidays included (they
 *   repeat the last working day's rates), so from 01:00 today's date is expected;
 * - vegetables: Kalimati enters the wholesale list in the morning (public scrapers poll at
 *   07:00–07:45); by 11:00 today's list is expected. The market closes on a few festival days;
 * - metals: FENEGOSIDA publishes about 10:25 NPT, six days a week (no Saturday); by 12:00
 *   today's prices are expected.
 * Data counts as stale only when it misses one more publication than that (`graceDays`), so a
 * late upload or a market holiday does not flip the flag at once.
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
  forex: { readyHour: 1, publishes: () => true, graceDays: 1 },
  vegetables: { readyHour: 11, publishes: () => true, graceDays: 1 },
  metals: { readyHour: 12, publishes: (day) => day !== 6, graceDays: 1 },
};

function previousPublication(cadence: Cadence, date: string): string {
  let d = addDays(date, -1);
  while (!cadence.publishes(weekday(d))) d = addDays(d, -1);
  return d;
}

/** The newest date the source should have published by `at` (Nepal dates). */
export function expectedLatestDate(source: SourceId, at: Date): string {
  const cadence = CADENCES[source];
  let d = nepalDate(at);
  if (nepalHour(at) < cadence.readyHour || !cadence.publishes(weekday(d))) d = previousPublication(cadence, d);
  return d;
}

/** True when nothing is stored, or the newest stored date is older than the cadence allows. */
export function isStale(source: SourceId, latestStored: string | null, at: Date): boolean {
  if (!latestStored) return true;
  let oldestFresh = expectedLatestDate(source, at);
  for (let i = 0; i < CADENCES[source].graceDays; i += 1) oldestFresh = previousPublication(CADENCES[source], oldestFresh);
  return latestStored < oldestFresh;
}
