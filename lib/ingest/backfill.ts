import 'server-only';
import {
  backfillNotes,
  clearBackfillNotes,
  getDb,
  noteBackfillDays,
  recordRawResponses,
  storedDates,
  type Db,
} from '@/lib/db';
import { getEnv } from '@/lib/env';
import { addDays } from '@/lib/time/civil-date';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { createFetcher, type FetchPolicy, type RawResponse } from '@/lib/sources/http';
import type { SourceId } from '@/lib/sources/types';
import { now as clockNow } from '@/lib/time';
import { DEFAULT_BACKFILL_DELAY_MS, fetchPolicyFromEnv } from './config';
import { INGEST_SOURCES } from './sources';
import { reason, type BackfillRun } from './sources/descriptor';

/** Where a backfill reports how far it got (a progress bar, or plain lines). */
export interface BackfillProgress {
  start(source: SourceId, totalDays: number): void;
  advance(days: number, note: string): void;
  stop(): void;
}

export interface BackfillOptions {
  from: string;
  to: string;
  /** Pause before every upstream request but the first; polite by default (1 s). */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetchPolicy?: Partial<FetchPolicy>;
  clock?: () => Date;
  db?: Db;
  progress?: BackfillProgress;
}

export interface BackfillSummary {
  source: SourceId;
  from: string;
  to: string;
  stored: number;
  /** Days already stored, or known to have no data, before this run. */
  skipped: number;
  /** Days that failed the checks a daily run applies. */
  refused: number;
  /** Days the upstream has nothing for (e.g. no FENEGOSIDA quote on Saturdays). */
  empty: number;
  requests: number;
  durationMs: number;
  /** `date: reason` per refused day. */
  refusals: string[];
  /** Set when the backfill stopped early (upstream down); run it again to resume. */
  error: string | null;
}

/** Every date from…to inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Fills in from…to (Nepal dates, `to` capped at today); resumable and checked like a daily run. */
export async function backfill(
  source: SourceId,
  options: BackfillOptions,
): Promise<BackfillSummary> {
  const started = performance.now();
  const clock = options.clock ?? clockNow;
  const now = clock();
  const to = [options.to, nepalIsoDay(now)].sort()[0] as string;
  const summary: BackfillSummary = {
    source,
    from: options.from,
    to,
    stored: 0,
    skipped: 0,
    refused: 0,
    empty: 0,
    requests: 0,
    durationMs: 0,
    refusals: [],
    error: null,
  };
  const finish = () => ({ ...summary, durationMs: Math.round(performance.now() - started) });
  const { backfill: past } = INGEST_SOURCES[source];
  if (past.by !== 'day') {
    summary.error = `${source} revisions are walked by page: use "${source} --backfill"`;
    return finish();
  }
  const progress = options.progress;
  const db = options.db ?? (await getDb());
  const dates = options.from <= to ? datesBetween(options.from, to) : [];
  const [stored, notes] = await Promise.all([
    storedDates(source, options.from, to, db),
    backfillNotes(source, options.from, to, db),
  ]);
  const todo = dates.filter((d) => !stored.has(d) && notes.get(d) !== 'none');
  summary.skipped = dates.length - todo.length;
  progress?.start(source, dates.length);
  progress?.advance(summary.skipped, 'already stored or without data');

  const raws: RawResponse[] = [];
  const fetcher = createFetcher({ ...fetchPolicyFromEnv(), ...options.fetchPolicy }, (raw) =>
    raws.push(raw),
  );
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const delayMs = options.delayMs ?? DEFAULT_BACKFILL_DELAY_MS;
  const run: BackfillRun = {
    source,
    db,
    fetcher,
    now,
    env: getEnv(),
    async polite() {
      if (summary.requests > 0 && delayMs > 0) await sleep(delayMs);
      summary.requests += 1;
    },
    async commit(batch, store, note) {
      const fetchedAt = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await store(trx, batch.accepted, fetchedAt);
        await clearBackfillNotes(
          trx,
          source,
          batch.accepted.map((d) => d.date),
        );
        await noteBackfillDays(
          trx,
          source,
          [
            ...batch.none.map((date) => ({ date, outcome: 'none' as const, detail: null })),
            ...batch.refused.map((r) => ({
              date: r.date,
              outcome: 'refused' as const,
              detail: r.why,
            })),
          ],
          fetchedAt,
        );
      });
      await recordRawResponses(source, null, raws.splice(0), db);
      summary.stored += batch.accepted.length;
      summary.empty += batch.none.length;
      summary.refused += batch.refused.length;
      summary.refusals.push(...batch.refused.map((r) => `${r.date}: ${r.why}`));
      progress?.advance(batch.accepted.length + batch.none.length + batch.refused.length, note);
    },
  };
  try {
    await past.fill(run, todo, to);
  } catch (error) {
    summary.error = `${reason(error)}; run the same command again to resume`;
    await recordRawResponses(source, null, raws.splice(0), db).catch(() => undefined);
  } finally {
    progress?.stop();
  }
  return finish();
}

/** One human line per backfill: counts, requests and time, and why it stopped if it did. */
export function formatBackfill(s: BackfillSummary): string {
  const head = `${s.source.padEnd(10)} backfill ${s.from}…${s.to}: ${s.stored} stored, ${s.skipped} skipped, ${s.refused} refused, ${s.empty} without data`;
  const tail = `; ${s.requests} request${s.requests === 1 ? '' : 's'} in ${(s.durationMs / 1000).toFixed(1)} s`;
  return `${head}${tail}${s.error ? `; stopped: ${s.error}` : ''}`;
}
