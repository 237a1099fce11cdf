import 'server-only';
import { getVegetableDayBefore, latestVegetableDate, upsertVegetableDay } from '@/lib/db';
import { SourceError } from '@/lib/sources/errors';
import {
  fetchPastVegetableDay,
  fetchVegetables,
  openPriceSession,
  validateVegetableDay,
  type PriceSession,
} from '@/lib/sources/kalimati';
import { vegetablesSource } from '@/lib/sources/kalimati/source';
import type { VegetableDay } from '@/lib/sources/types';
import { reason, type Batch, type BackfillRun, type IngestSource, type Store } from './descriptor';

const storeDays: Store<VegetableDay> = async (trx, days, fetchedAt) => {
  for (const day of days) await upsertVegetableDay(trx, day, fetchedAt);
};

async function fill(run: BackfillRun, todo: string[]): Promise<void> {
  const base = run.env.KALIMATI_BASE;
  let session: PriceSession | null = null;
  const open = async () => {
    await run.polite();
    session = await openPriceSession(run.fetcher, base);
    return session;
  };
  for (const date of todo) {
    const batch: Batch<VegetableDay> = { accepted: [], none: [], refused: [] };
    let got: Awaited<ReturnType<typeof fetchPastVegetableDay>>;
    try {
      await run.polite();
      got = await fetchPastVegetableDay(run.fetcher, base, session ?? (await open()), date);
    } catch (error) {
      // 419: the CSRF session expired during a long backfill; open a new one once.
      if (
        error instanceof SourceError &&
        error.kind === 'fetch' &&
        /HTTP 419/.test(error.message)
      ) {
        await run.polite();
        got = await fetchPastVegetableDay(run.fetcher, base, await open(), date);
      } else if (error instanceof SourceError && error.kind === 'invalid') {
        batch.refused.push({ date, why: error.message });
        await run.commit(batch, storeDays, date);
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
    await run.commit(batch, storeDays, date);
  }
}

export const vegetablesIngest: IngestSource = {
  ...vegetablesSource,
  async collect({ db, fetcher, now, env }) {
    const result = await fetchVegetables({
      fetcher,
      base: env.KALIMATI_BASE,
      now,
      latestStored: await latestVegetableDate(db),
      previousDay: async (date) => getVegetableDayBefore(date, db),
    });
    return {
      dataDate: result.data.date,
      via: result.via,
      warnings: result.warnings,
      store: (trx, fetchedAt) => upsertVegetableDay(trx, result.data, fetchedAt),
    };
  },
  backfill: { by: 'day', fill },
};
