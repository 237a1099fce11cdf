import 'server-only';
import { getDb, insertFuelRevisions, recordRawResponses, type Db } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { SourceError } from '@/lib/sources/errors';
import { createFetcher, type FetchPolicy, type RawResponse } from '@/lib/sources/http';
import { fetchFuelPage, NOC_PAGE_SIZE } from '@/lib/sources/noc';
import { fuelSource } from '@/lib/sources/noc/source';
import { now as clockNow } from '@/lib/time';
import { DEFAULT_BACKFILL_DELAY_MS, fetchPolicyFromEnv } from './config';
import { reason } from './sources/descriptor';

export interface FuelBackfillOptions {
  /** Pause before every page but the first; polite by default (1 s). */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetchPolicy?: Partial<FetchPolicy>;
  clock?: () => Date;
  db?: Db;
  /** One line per page read: how far the walk got. */
  progress?: (line: string) => void;
  /** A bound on the walk, whatever NOC's pagination says. */
  maxPages?: number;
}

export interface FuelBackfillSummary {
  pages: number;
  /** Revisions read on the pages that passed their checks. */
  revisions: number;
  stored: number;
  skipped: number;
  /** `offset N: reason` per page refused as a whole, and per row left out. */
  refusals: string[];
  durationMs: number;
  /** Set when the walk stopped early (NOC unreachable); rerun it: stored revisions are skipped. */
  error: string | null;
}

/** Walks NOC's archive (`?offset=N&max=10`) newest first, adding every revision the store lacks. */
export async function backfillFuel(
  options: FuelBackfillOptions = {},
): Promise<FuelBackfillSummary> {
  const started = performance.now();
  const clock = options.clock ?? clockNow;
  const db = options.db ?? (await getDb());
  const summary: FuelBackfillSummary = {
    pages: 0,
    revisions: 0,
    stored: 0,
    skipped: 0,
    refusals: [],
    durationMs: 0,
    error: null,
  };
  const raws: RawResponse[] = [];
  const fetcher = createFetcher({ ...fetchPolicyFromEnv(), ...options.fetchPolicy }, (raw) =>
    raws.push(raw),
  );
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const delayMs = options.delayMs ?? DEFAULT_BACKFILL_DELAY_MS;
  const maxPages = options.maxPages ?? fuelSource.limits.maxPages ?? Infinity;
  const base = getEnv().NOC_BASE;
  let lastOffset: number | null = null;
  try {
    for (let offset = 0; summary.pages < maxPages; offset += NOC_PAGE_SIZE) {
      if (lastOffset !== null && offset > lastOffset) break;
      if (summary.pages > 0 && delayMs > 0) await sleep(delayMs);
      summary.pages += 1;
      let page: Awaited<ReturnType<typeof fetchFuelPage>>;
      try {
        page = await fetchFuelPage({ fetcher, base, now: clock() }, offset);
      } catch (error) {
        // A page that fails its checks is skipped; an unreachable NOC stops the walk.
        if (!(error instanceof SourceError) || error.kind === 'fetch') throw error;
        summary.refusals.push(`offset ${offset}: ${error.message}`);
        options.progress?.(`fuel page ${summary.pages} (offset ${offset}): refused`);
        continue;
      } finally {
        await recordRawResponses(fuelSource.id, null, raws.splice(0), db);
      }
      // A page links to the others but not to itself: the archive ends at the largest offset seen.
      lastOffset = Math.max(lastOffset ?? 0, page.lastOffset ?? 0, offset);
      summary.refusals.push(
        ...page.warnings
          .filter((w) => w.startsWith('row refused: '))
          .map((w) => `offset ${offset}: ${w.slice('row refused: '.length)}`),
      );
      if (page.data.length === 0) break;
      const fetchedAt = clock().toISOString();
      const added = await db
        .transaction()
        .execute((trx) => insertFuelRevisions(trx, page.data, fetchedAt));
      summary.revisions += page.data.length;
      summary.stored += added;
      summary.skipped += page.data.length - added;
      const total = lastOffset === null ? '' : `/${lastOffset / NOC_PAGE_SIZE + 1}`;
      options.progress?.(
        `fuel page ${summary.pages}${total} (offset ${offset}): ${page.data.length} revisions, ${added} new`,
      );
    }
  } catch (error) {
    summary.error = `${reason(error)}; run the same command again to resume`;
    await recordRawResponses(fuelSource.id, null, raws.splice(0), db).catch(() => undefined);
  }
  return { ...summary, durationMs: Math.round(performance.now() - started) };
}

/** One human line per fuel backfill. */
export function formatFuelBackfill(s: FuelBackfillSummary): string {
  const head = `fuel       backfill: ${s.pages} page${s.pages === 1 ? '' : 's'}, ${s.revisions} revisions, ${s.stored} stored, ${s.skipped} already stored, ${s.refusals.length} refused`;
  return `${head} in ${(s.durationMs / 1000).toFixed(1)} s${s.error ? `; stopped: ${s.error}` : ''}`;
}
