import 'server-only';
import {
  lastFuelCheck,
  lastRuns,
  latestForexDate,
  latestMetalDate,
  latestVegetableDate,
  type Db,
  type RunRecord,
} from '@/lib/db';
import { SOURCE_META } from '@/lib/sources/meta';
import { SOURCE_IDS, type SourceId } from '@/lib/sources/types';
import { now } from '@/lib/time';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { expectedLatestDate, isStale } from '@/lib/sources/cadence';

export interface SourceStatus {
  id: SourceId;
  name: string;
  url: string;
  latestDate: string | null;
  /** The newest date the source should have published by now (Nepal date). */
  expectedDate: string;
  stale: boolean;
  lastSuccess: RunRecord | null;
  lastAttempt: RunRecord | null;
}

/** Newest stored date of a source, or null when it has none. */
export async function latestDate(source: SourceId, db?: Db): Promise<string | null> {
  if (source === 'forex') return latestForexDate(db);
  if (source === 'vegetables') return latestVegetableDate(db);
  if (source === 'fuel') {
    const checked = await lastFuelCheck(db);
    return checked ? nepalIsoDay(new Date(checked)) : null;
  }
  return latestMetalDate(db);
}

/** Freshness and last runs of every source, as the store knows them at `at`. */
export async function sourceStatuses(at: Date = now(), db?: Db): Promise<SourceStatus[]> {
  return Promise.all(
    SOURCE_IDS.map(async (id) => {
      const [latest, runs] = await Promise.all([latestDate(id, db), lastRuns(id, db)]);
      return {
        id,
        ...SOURCE_META[id],
        latestDate: latest,
        expectedDate: expectedLatestDate(id, at),
        stale: isStale(id, latest, at),
        ...runs,
      };
    }),
  );
}
