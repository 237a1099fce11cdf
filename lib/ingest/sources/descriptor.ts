import 'server-only';
import type { Db } from '@/lib/db';
import type { Env } from '@/lib/env';
import type { SourceDescriptor } from '@/lib/sources/descriptor';
import type { Fetcher } from '@/lib/sources/http';
import type { SourceId } from '@/lib/sources/types';
import type { FuelBackfillOptions, FuelBackfillSummary } from '../fuel-backfill';

/** What a source produced: checked data and how to write it inside the run's transaction. */
export interface Collected {
  dataDate: string;
  via: string;
  warnings: string[];
  store: (trx: Db, fetchedAt: string) => Promise<number>;
}

export interface CollectContext {
  db: Db;
  fetcher: Fetcher;
  now: Date;
  env: Env;
}

export interface Batch<T> {
  accepted: T[];
  none: string[];
  refused: { date: string; why: string }[];
}

/** Writes a batch's accepted days inside the commit's transaction. */
export type Store<T> = (trx: Db, days: T[], fetchedAt: string) => Promise<unknown>;

export interface BackfillRun {
  source: SourceId;
  db: Db;
  fetcher: Fetcher;
  now: Date;
  env: Env;
  /** Counts a request and waits first when it is not the first one. */
  polite: () => Promise<void>;
  commit: <T extends { date: string }>(
    batch: Batch<T>,
    store: Store<T>,
    note: string,
  ) => Promise<void>;
}

/** A source as ingestion runs it: its descriptor with the collector and backfill (store users). */
export interface IngestSource extends SourceDescriptor {
  collect: (ctx: CollectContext) => Promise<Collected>;
  /** Past data either day by day over a range, or by walking the upstream's whole archive. */
  backfill:
    | { by: 'day'; fill: (run: BackfillRun, todo: string[], to: string) => Promise<void> }
    | {
        by: 'archive';
        walk: (options: FuelBackfillOptions) => Promise<FuelBackfillSummary>;
        describe: (summary: FuelBackfillSummary) => string;
      };
}

export const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const newestDate = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), '');

const newer = <T extends { date: string }>(a: T | null, b: T | null): T | null =>
  !a ? b : !b ? a : a.date >= b.date ? a : b;

/**
 * Sorts a fetched window into the batch date by date: missing upstream, refused by `check` against
 * the newer of the last accepted and the stored day before, or accepted. Returns the last accepted.
 */
export async function sortWindow<T extends { date: string }, E, P extends { date: string }>(
  batch: Batch<T>,
  dates: readonly string[],
  found: ReadonlyMap<string, E>,
  last: T | null,
  dayBefore: (date: string) => Promise<P | null>,
  check: (entry: E, date: string, previous: T | P | null) => T,
): Promise<T | null> {
  for (const date of dates) {
    const entry = found.get(date);
    if (entry === undefined) {
      batch.none.push(date);
      continue;
    }
    try {
      const previous = newer<T | P>(last && last.date < date ? last : null, await dayBefore(date));
      const day = check(entry, date, previous);
      batch.accepted.push(day);
      last = day;
    } catch (error) {
      batch.refused.push({ date, why: reason(error) });
    }
  }
  return last;
}
