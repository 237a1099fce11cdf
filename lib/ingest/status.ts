import 'server-only';
import { lastRuns, latestDataDate, type Db, type RunRecord } from '@/lib/db';
import { SOURCE_IDS, type SourceId } from '@/lib/sources/types';
import { now } from '@/lib/time';
import { expectedLatestDate, isStale } from '@/lib/sources/cadence';
import { INGEST_SOURCES } from './sources';

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

/** Freshness and last runs of every source, as the store knows them at `at`. */
export async function sourceStatuses(at: Date = now(), db?: Db): Promise<SourceStatus[]> {
  return Promise.all(
    SOURCE_IDS.map(async (id) => {
      const [latest, runs] = await Promise.all([latestDataDate(id, db), lastRuns(id, db)]);
      return {
        id,
        ...INGEST_SOURCES[id].publisher,
        latestDate: latest,
        expectedDate: expectedLatestDate(id, at),
        stale: isStale(id, latest, at),
        ...runs,
      };
    }),
  );
}
