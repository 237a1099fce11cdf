import 'server-only';
import { insertFuelRevisions, latestFuelDate } from '@/lib/db';
import { fetchFuelPage } from '@/lib/sources/noc';
import { fuelSource } from '@/lib/sources/noc/source';
import { backfillFuel, formatFuelBackfill } from '../fuel-backfill';
import { newestDate, type IngestSource } from './descriptor';

export const fuelIngest: IngestSource = {
  ...fuelSource,
  // NOC's first page holds the last ten revisions: every one the store lacks is added, so a
  // revision posted and superseded between two polls is kept too.
  async collect({ db, fetcher, now, env }) {
    const result = await fetchFuelPage({
      fetcher,
      base: env.NOC_BASE,
      now,
      latestStored: await latestFuelDate(db),
    });
    return {
      dataDate: newestDate(result.data.map((r) => r.date)),
      via: result.via,
      warnings: result.warnings,
      store: (trx, fetchedAt) => insertFuelRevisions(trx, result.data, fetchedAt),
    };
  },
  backfill: { by: 'archive', walk: backfillFuel, describe: formatFuelBackfill },
};
