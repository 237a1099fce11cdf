import 'server-only';
import { cache } from 'react';
import { lastRuns } from '@/lib/db';
import { isStale } from '@/lib/sources/cadence';
import { SOURCES } from '@/lib/sources/registry';
import type { SourceId } from '@/lib/sources/types';
import { now } from '@/lib/time';

export interface Provenance {
  source: SourceId;
  name: string;
  url: string;
  /** Nepal civil date of the data shown, or null on an empty store. */
  dataDate: string | null;
  /** ISO instant the shown data was fetched from the upstream. */
  fetchedAt: string | null;
  /** Older than the source's cadence allows (also true on an empty store). */
  stale: boolean;
  /** The newest ingestion attempt failed (the page still shows the last good data). */
  lastAttemptFailed: boolean;
}

async function loadProvenance(
  source: SourceId,
  dataDate: string | null,
  fetchedAt: string | null,
): Promise<Provenance> {
  const runs = await lastRuns(source);
  return {
    source,
    ...SOURCES[source].publisher,
    dataDate,
    fetchedAt,
    stale: isStale(source, dataDate, now()),
    lastAttemptFailed: runs.lastAttempt?.status === 'failed',
  };
}

/** Per request (React cache): a page and its metadata share one read. */
export const getProvenance = cache(loadProvenance);
