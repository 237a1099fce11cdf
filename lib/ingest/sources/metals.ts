import 'server-only';
import { getMetalDayBefore, latestMetalDate, upsertMetalDays } from '@/lib/db';
import { SourceError } from '@/lib/sources/errors';
import { fetchMetals, parseMonthHistory, validateMetalDay } from '@/lib/sources/fenegosida';
import { metalsSource } from '@/lib/sources/fenegosida/source';
import { parseJsonBody } from '@/lib/sources/http';
import type { MetalDay } from '@/lib/sources/types';
import {
  sortWindow,
  newestDate,
  reason,
  type Batch,
  type BackfillRun,
  type IngestSource,
} from './descriptor';

async function fill(run: BackfillRun, todo: string[]): Promise<void> {
  let last: MetalDay | null = null;
  for (const month of [...new Set(todo.map((d) => d.slice(0, 7)))]) {
    const dates = todo.filter((d) => d.startsWith(month));
    const batch: Batch<MetalDay> = { accepted: [], none: [], refused: [] };
    await run.polite();
    const fetched = await run.fetcher.text(
      `${run.env.FENEGOSIDA_API_BASE}/Dashboard/monthwisehistory?date=${month}`,
    );
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
    last = await sortWindow(
      batch,
      dates,
      byDate,
      last,
      (date) => getMetalDayBefore(date, run.db),
      (day, _date, previous) => {
        validateMetalDay(day, { now: run.now, previous });
        return day;
      },
    );
    await run.commit(batch, upsertMetalDays, month);
  }
}

export const metalsIngest: IngestSource = {
  ...metalsSource,
  async collect({ db, fetcher, now, env }) {
    const result = await fetchMetals({
      fetcher,
      base: env.FENEGOSIDA_API_BASE,
      now,
      latestStored: await latestMetalDate(db),
      previousDay: async (date) => getMetalDayBefore(date, db),
    });
    return {
      dataDate: newestDate(result.data.map((d) => d.date)),
      via: result.via,
      warnings: result.warnings,
      store: (trx, fetchedAt) => upsertMetalDays(trx, result.data, fetchedAt),
    };
  },
  backfill: { by: 'day', fill },
};
