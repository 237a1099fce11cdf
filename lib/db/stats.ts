import 'server-only';
import { getDb, type Db } from './client';
import type { Database } from './schema';

export type TableName = keyof Database;

const TABLES: readonly TableName[] = [
  'forex_rates',
  'kalimati_commodities',
  'kalimati_prices',
  'metal_prices',
  'fuel_prices',
  'raw_responses',
  'ingest_runs',
  'ingest_locks',
  'backfill_days',
];

/** Row count of every table, for the migrate script, benchmarks and idempotency checks. */
export async function tableCounts(db?: Db): Promise<Record<TableName, number>> {
  const conn = db ?? (await getDb());
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await conn
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TableName, number>;
}
