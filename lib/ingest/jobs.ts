import 'server-only';
import {
  getForexDayBefore,
  getMetalDayBefore,
  getVegetableDayBefore,
  insertFuelRevisions,
  latestFuelDate,
  latestMetalDate,
  latestVegetableDate,
  upsertForexDays,
  upsertMetalDays,
  upsertVegetableDay,
  type Db,
} from '@/lib/db';
import type { Env } from '@/lib/env';
import { fetchMetals } from '@/lib/sources/fenegosida';
import type { Fetcher } from '@/lib/sources/http';
import { fetchFuelPage } from '@/lib/sources/noc';
import { fetchVegetables } from '@/lib/sources/kalimati';
import { fetchForex } from '@/lib/sources/nrb';
import type { SourceId } from '@/lib/sources/types';

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

const newest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), '');

/** Per source: fetch → parse → validate against the store, then a store step for the transaction. */
export const COLLECTORS: Record<SourceId, (ctx: CollectContext) => Promise<Collected>> = {
  async forex({ db, fetcher, now, env }) {
    const result = await fetchForex({
      fetcher,
      base: env.NRB_API_BASE,
      now,
      previousDay: async (date) => getForexDayBefore(date, db),
    });
    return {
      dataDate: newest(result.data.map((d) => d.date)),
      via: result.via,
      warnings: result.warnings,
      store: (trx, fetchedAt) => upsertForexDays(trx, result.data, fetchedAt),
    };
  },

  async vegetables({ db, fetcher, now, env }) {
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

  async metals({ db, fetcher, now, env }) {
    const result = await fetchMetals({
      fetcher,
      base: env.FENEGOSIDA_API_BASE,
      now,
      latestStored: await latestMetalDate(db),
      previousDay: async (date) => getMetalDayBefore(date, db),
    });
    return {
      dataDate: newest(result.data.map((d) => d.date)),
      via: result.via,
      warnings: result.warnings,
      store: (trx, fetchedAt) => upsertMetalDays(trx, result.data, fetchedAt),
    };
  },

  // NOC's first page holds the last ten revisions: every one the store lacks is added, so a revision posted and superseded between two polls is kept too.
  async fuel({ db, fetcher, now, env }) {
    const result = await fetchFuelPage({
      fetcher,
      base: env.NOC_BASE,
      now,
      latestStored: await latestFuelDate(db),
    });
    return {
      dataDate: newest(result.data.map((r) => r.date)),
      via: result.via,
      warnings: result.warnings,
      store: (trx, fetchedAt) => insertFuelRevisions(trx, result.data, fetchedAt),
    };
  },
};
