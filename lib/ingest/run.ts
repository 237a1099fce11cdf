import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  failInterruptedRuns,
  finishRun,
  getDb,
  recordRawResponses,
  runStartedSince,
  startRun,
  takeIngestLock,
  type Db,
  type IngestLock,
} from '@/lib/db';
import { getEnv } from '@/lib/env';
import { createFetcher, type FetchPolicy, type RawResponse } from '@/lib/sources/http';
import type { SourceId } from '@/lib/sources/types';
import { now as clockNow } from '@/lib/time';
import { fetchPolicyFromEnv } from './config';
import { INGEST_SOURCES } from './sources';

export interface IngestOptions {
  /** The clock for run timestamps and "today" checks; defaults to lib/time's `now`. */
  clock?: () => Date;
  /** Overrides the request policy (after `INGEST_HTTP_*` from the environment). */
  fetchPolicy?: Partial<FetchPolicy>;
  /** Lock lease on SQLite; longer than the worst run (a few requests × 3 attempts × 15 s). */
  lockTtlMs?: number;
  db?: Db;
  /** The scheduled slot this run is for (its minute). */
  slot?: Date;
}

export interface IngestOutcome {
  source: SourceId;
  /** `skipped` means another run (maybe in another process) held the source's lock. */
  status: 'ok' | 'failed' | 'skipped';
  runId: number | null;
  dataDate: string | null;
  rows: number;
  durationMs: number;
  via: string | null;
  error: string | null;
  warnings: string[];
}

const DEFAULT_LOCK_TTL_MS = 10 * 60_000;
// Instances fire the same slot by their own clocks; a run another one started up to a minute
// "early" still counts for the slot (a source's slots are at least 30 minutes apart).
const SLOT_SKEW_MS = 60_000;
const slotStart = (slot: Date) => new Date(slot.getTime() - SLOT_SKEW_MS).toISOString();
// HH:MM in Nepal (UTC+05:45, no daylight saving), as the schedule is written.
const nepalTime = (at: Date) => new Date(at.getTime() + 345 * 60_000).toISOString().slice(11, 16);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one source once under its lock: fetch, parse, validate, store in ONE transaction. */
export async function runIngest(
  source: SourceId,
  options: IngestOptions = {},
): Promise<IngestOutcome> {
  const clock = options.clock ?? clockNow;
  const startedMs = performance.now();
  const base = {
    source,
    runId: null,
    dataDate: null,
    rows: 0,
    via: null,
    warnings: [] as string[],
  };
  const done = (
    o: Partial<IngestOutcome> & Pick<IngestOutcome, 'status' | 'error'>,
  ): IngestOutcome => ({
    ...base,
    ...o,
    durationMs: Math.round(performance.now() - startedMs),
  });

  let db: Db;
  try {
    db = options.db ?? (await getDb());
  } catch (error) {
    return done({ status: 'failed', error: `store unavailable: ${reason(error)}` });
  }

  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const startedAt = clock();
  const lease = new Date(
    startedAt.getTime() + (options.lockTtlMs ?? DEFAULT_LOCK_TTL_MS),
  ).toISOString();
  let lock: IngestLock | null;
  try {
    lock = await takeIngestLock(db, source, {
      holder,
      nowIso: startedAt.toISOString(),
      expiresAt: lease,
    });
  } catch (error) {
    return done({ status: 'failed', error: `could not take the ${source} lock: ${reason(error)}` });
  }
  if (!lock) return done({ status: 'skipped', error: `another ${source} run is in progress` });
  try {
    if (options.slot && (await runStartedSince(source, slotStart(options.slot), db)))
      return done({
        status: 'skipped',
        error: `${source} already ran for the ${nepalTime(options.slot)} NPT slot`,
      });
    // Holding the lock proves no other run is live, so leftover `running` rows are from a crash.
    await failInterruptedRuns(source, startedAt.toISOString(), db);
    const runId = await startRun(source, startedAt.toISOString(), db);
    const raws: RawResponse[] = [];
    const fetcher = createFetcher({ ...fetchPolicyFromEnv(), ...options.fetchPolicy }, (raw) =>
      raws.push(raw),
    );
    try {
      const collected = await INGEST_SOURCES[source].collect({
        db,
        fetcher,
        now: startedAt,
        env: getEnv(),
      });
      await recordRawResponses(source, runId, raws, db);
      const fetchedAt = clock().toISOString();
      // The data and the run's `ok` commit together: a stored run never reads as interrupted, and a
      // run record that cannot be written takes its data back with it.
      const rows = await db.transaction().execute(async (trx) => {
        const written = await collected.store(trx, fetchedAt);
        await finishRun(
          runId,
          {
            status: 'ok',
            finishedAt: clock().toISOString(),
            rows: written,
            dataDate: collected.dataDate,
            warnings: collected.warnings,
          },
          trx,
        );
        return written;
      });
      return done({
        status: 'ok',
        runId,
        rows,
        dataDate: collected.dataDate,
        via: collected.via,
        error: null,
        warnings: collected.warnings,
      });
    } catch (error) {
      const why = reason(error);
      await recordRawResponses(source, runId, raws, db).catch(() => undefined);
      await finishRun(
        runId,
        { status: 'failed', finishedAt: clock().toISOString(), error: why },
        db,
      );
      return done({ status: 'failed', runId, error: why });
    }
  } catch (error) {
    return done({ status: 'failed', error: `run bookkeeping failed: ${reason(error)}` });
  } finally {
    await lock.release().catch(() => undefined);
  }
}

/** Runs several sources concurrently (each under its own lock). */
export async function runIngestMany(
  sources: readonly SourceId[],
  options: IngestOptions = {},
): Promise<IngestOutcome[]> {
  return Promise.all(sources.map((source) => runIngest(source, options)));
}

/** One human line per outcome: status, data date, rows, duration, and the reason on failure. */
export function formatOutcome(o: IngestOutcome): string {
  const secs = `${(o.durationMs / 1000).toFixed(1)} s`;
  const head = `${o.source.padEnd(10)} ${o.status.padEnd(7)} ${(o.dataDate ?? '-').padEnd(10)} ${String(o.rows).padStart(4)} rows  ${secs.padStart(7)}`;
  if (o.status === 'ok')
    return `${head}  via ${o.via ?? '?'}${o.warnings.length ? `  (${o.warnings.length} warning${o.warnings.length > 1 ? 's' : ''}: ${o.warnings.join(' | ')})` : ''}`;
  return `${head}  ${o.error ?? ''}`;
}
