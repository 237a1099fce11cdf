import 'server-only';
import { getForexDayBefore, upsertForexDays } from '@/lib/db';
import { fetchForex, fetchRatesRange, validateForexDays } from '@/lib/sources/nrb';
import { forexSource } from '@/lib/sources/nrb/source';
import type { ForexDay } from '@/lib/sources/types';
import { addDays } from '@/lib/time/civil-date';
import {
  sortWindow,
  newestDate,
  type Batch,
  type BackfillRun,
  type IngestSource,
} from './descriptor';

async function fill(run: BackfillRun, todo: string[], to: string): Promise<void> {
  const windowDays = forexSource.limits.daysPerRequest ?? 1;
  let last: ForexDay | null = null;
  for (let i = 0; i < todo.length;) {
    const start = todo[i] as string;
    const end = [addDays(start, windowDays - 1), to].sort()[0] as string;
    const window = todo.filter((d) => d >= start && d <= end);
    await run.polite();
    const days = await fetchRatesRange(run.fetcher, run.env.NRB_API_BASE, start, end, run.polite);
    const byDate = new Map<string, ForexDay[]>();
    for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
    const batch: Batch<ForexDay> = { accepted: [], none: [], refused: [] };
    last = await sortWindow(
      batch,
      window,
      byDate,
      last,
      (date) => getForexDayBefore(date, run.db),
      (entries, date, previous) => {
        validateForexDays(entries, { now: run.now, from: date, to: date, previous });
        return entries[0] as ForexDay;
      },
    );
    await run.commit(batch, upsertForexDays, `${start}…${end}`);
    i += window.length;
  }
}

export const forexIngest: IngestSource = {
  ...forexSource,
  async collect({ db, fetcher, now, env }) {
    const result = await fetchForex({
      fetcher,
      base: env.NRB_API_BASE,
      now,
      previousDay: async (date) => getForexDayBefore(date, db),
    });
    return {
      dataDate: newestDate(result.data.map((d) => d.date)),
      via: result.via,
      warnings: result.warnings,
      store: (trx, fetchedAt) => upsertForexDays(trx, result.data, fetchedAt),
    };
  },
  backfill: { by: 'day', fill },
};
