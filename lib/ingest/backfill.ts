import 'server-only';
import {
  backfillNotes,
  clearBackfillNotes,
  getDb,
  getForexDayBefore,
  getMetalDayBefore,
  getVegetableDayBefore,
  noteBackfillDays,
  recordRawResponses,
  storedDates,
  upsertForexDays,
  upsertMetalDays,
  upsertVegetableDay,
  type Db,
} from '@/lib/db';
import { getEnv } from '@/lib/env';
import { addDays } from '@/lib/time/civil-date';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { SourceError } from '@/lib/sources/errors';
import { parseMonthHistory, validateMetalDay } from '@/lib/sources/fenegosida';
import {
  createFetcher,
  parseJsonBody,
  type Fetcher,
  type FetchPolicy,
  type RawResponse,
} from '@/lib/sources/http';
import {
  fetchPastVegetableDay,
  openPriceSession,
  validateVegetableDay,
  type PriceSession,
} from '@/lib/sources/kalimati';
import { fetchRatesRange, validateForexDays } from '@/lib/sources/nrb';
import type { ForexDay, MetalDay, SourceId, VegetableDay } from '@/lib/sources/types';
import { now as clockNow } from '@/lib/time';
import { fetchPolicyFromEnv } from './config';

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

export const DEFAULT_BACKFILL_DELAY_MS = 1_000;
// NRB pages hold 100 days at per_page=100: one window is one request.
const FOREX_WINDOW_DAYS = 100;

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every date from…to inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

interface Batch<T> {
  accepted: T[];
  none: string[];
  refused: { date: string; why: string }[];
}

/** Writes a batch's accepted days inside the commit's transaction. */
type Store<T> = (trx: Db, days: T[], fetchedAt: string) => Promise<unknown>;

const storeVegetables: Store<VegetableDay> = async (trx, days, fetchedAt) => {
  for (const day of days) await upsertVegetableDay(trx, day, fetchedAt);
};

interface Run {
  source: SourceId;
  db: Db;
  fetcher: Fetcher;
  now: Date;
  base: string;
  /** Counts a request and waits first when it is not the first one. */
  polite: () => Promise<void>;
  commit: <T extends { date: string }>(
    batch: Batch<T>,
    store: Store<T>,
    note: string,
  ) => Promise<void>;
}

const newest = <T extends { date: string }>(a: T | null, b: T | null): T | null =>
  !a ? b : !b ? a : a.date >= b.date ? a : b;

async function forex(run: Run, todo: string[], to: string): Promise<void> {
  let last: ForexDay | null = null;
  for (let i = 0; i < todo.length;) {
    const start = todo[i] as string;
    const end = [addDays(start, FOREX_WINDOW_DAYS - 1), to].sort()[0] as string;
    const window = todo.filter((d) => d >= start && d <= end);
    await run.polite();
    const days = await fetchRatesRange(run.fetcher, run.base, start, end, run.polite);
    const byDate = new Map<string, ForexDay[]>();
    for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
    const batch: Batch<ForexDay> = { accepted: [], none: [], refused: [] };
    for (const date of window) {
      const entries = byDate.get(date);
      if (!entries) {
        batch.none.push(date);
        continue;
      }
      try {
        const previous = newest(
          last?.date && last.date < date ? last : null,
          await getForexDayBefore(date, run.db),
        );
        validateForexDays(entries, { now: run.now, from: date, to: date, previous });
        const day = entries[0] as ForexDay;
        batch.accepted.push(day);
        last = day;
      } catch (error) {
        batch.refused.push({ date, why: reason(error) });
      }
    }
    await run.commit(batch, upsertForexDays, `${start}…${end}`);
    i += window.length;
  }
}

async function metals(run: Run, todo: string[]): Promise<void> {
  let last: MetalDay | null = null;
  for (const month of [...new Set(todo.map((d) => d.slice(0, 7)))]) {
    const dates = todo.filter((d) => d.startsWith(month));
    const batch: Batch<MetalDay> = { accepted: [], none: [], refused: [] };
    await run.polite();
    const fetched = await run.fetcher.text(`${run.base}/Dashboard/monthwisehistory?date=${month}`);
    let days: MetalDay[];
    try {
      days = parseMonthHistory(parseJsonBody(fetched)).days;
    } catch (error) {
      // A month with conflicting quotes cannot be trusted day by day; other failures stop the run.
      if (!(error instanceof SourceError && error.kind === 'invalid')) throw error;
      batch.refused.push(...dates.map((date) => ({ date, why: reason(error) })));
      await run.commit(batch, upsertMetalDays, month);
      continue;
    }
    const byDate = new Map(days.map((d) => [d.date, d]));
    for (const date of dates) {
      const day = byDate.get(date);
      if (!day) {
        batch.none.push(date);
        continue;
      }
      try {
        const previous = newest(
          last?.date && last.date < date ? last : null,
          await getMetalDayBefore(date, run.db),
        );
        validateMetalDay(day, { now: run.now, previous });
        batch.accepted.push(day);
        last = day;
      } catch (error) {
        batch.refused.push({ date, why: reason(error) });
      }
    }
    await run.commit(batch, upsertMetalDays, month);
  }
}

async function vegetables(run: Run, todo: string[]): Promise<void> {
  let session: PriceSession | null = null;
  const open = async () => {
    await run.polite();
    session = await openPriceSession(run.fetcher, run.base);
    return session;
  };
  for (const date of todo) {
    const batch: Batch<VegetableDay> = { accepted: [], none: [], refused: [] };
    let got: Awaited<ReturnType<typeof fetchPastVegetableDay>>;
    try {
      await run.polite();
      got = await fetchPastVegetableDay(run.fetcher, run.base, session ?? (await open()), date);
    } catch (error) {
      // 419: the CSRF session expired during a long backfill; open a new one once.
      if (
        error instanceof SourceError &&
        error.kind === 'fetch' &&
        /HTTP 419/.test(error.message)
      ) {
        await run.polite();
        got = await fetchPastVegetableDay(run.fetcher, run.base, await open(), date);
      } else if (error instanceof SourceError && error.kind === 'invalid') {
        batch.refused.push({ date, why: error.message });
        await run.commit(batch, storeVegetables, date);
        continue;
      } else throw error;
    }
    if (!got.day) batch.none.push(date);
    else {
      try {
        const previous = await getVegetableDayBefore(date, run.db);
        batch.accepted.push(
          validateVegetableDay(got.day, { now: run.now, latestStored: null, previous }).day,
        );
      } catch (error) {
        batch.refused.push({ date, why: reason(error) });
      }
    }
    await run.commit(batch, storeVegetables, date);
  }
}

/** Fills in a source's past days from…to (Nepal dates; `to` is capped at today), resumable and checked like a daily run. */
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
  if (source === 'fuel') {
    summary.error = 'fuel revisions are walked by page: use "fuel --backfill"';
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
  const env = getEnv();
  const run: Run = {
    source,
    db,
    fetcher,
    now,
    base: {
      forex: env.NRB_API_BASE,
      vegetables: env.KALIMATI_BASE,
      metals: env.FENEGOSIDA_API_BASE,
    }[source],
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
    if (source === 'forex') await forex(run, todo, to);
    else if (source === 'metals') await metals(run, todo);
    else await vegetables(run, todo);
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
