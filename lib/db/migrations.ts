import 'server-only';
import {
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { unitKey } from '@/lib/sources/kalimati/units';
import type { VegetableUnit } from '@/lib/sources/types';
import { storeKind, type StoreKind } from './dialect';

/* Migrations live in code: Next bundles route handlers, so FileMigrationProvider finds no files. */
function types(kind: StoreKind) {
  const pg = kind === 'postgres';
  return {
    day: pg ? 'date' : 'text',
    instant: pg ? 'timestamptz' : 'text',
    price: pg ? 'numeric' : 'real',
    id: (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  } as const;
}

const migrations: Record<string, Migration> = {
  '0001_market_data': {
    async up(db: Kysely<unknown>) {
      const t = types(storeKind(db));
      await db.schema
        .createTable('forex_rates')
        .ifNotExists()
        .addColumn('date', t.day, (c) => c.notNull())
        .addColumn('iso3', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('unit', 'integer', (c) => c.notNull())
        .addColumn('buy', t.price, (c) => c.notNull())
        .addColumn('sell', t.price, (c) => c.notNull())
        .addColumn('published_on', 'text')
        .addColumn('modified_on', 'text')
        .addColumn('fetched_at', t.instant, (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('forex_rates_pk', ['date', 'iso3'])
        .execute();
      await db.schema
        .createIndex('forex_rates_iso3_date')
        .ifNotExists()
        .on('forex_rates')
        .columns(['iso3', 'date'])
        .execute();

      await db.schema
        .createTable('kalimati_commodities')
        .ifNotExists()
        .addColumn('id', 'integer', t.id)
        .addColumn('name_ne', 'text', (c) => c.notNull().unique())
        .addColumn('name_en', 'text')
        .addColumn('unit', 'text', (c) =>
          c.notNull().check(sql`unit in ('kg', 'dozen', 'piece', 'other')`),
        )
        .addColumn('unit_label', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('kalimati_prices')
        .ifNotExists()
        .addColumn('date', t.day, (c) => c.notNull())
        .addColumn('commodity_id', 'integer', (c) =>
          c.notNull().references('kalimati_commodities.id'),
        )
        .addColumn('min', t.price, (c) => c.notNull())
        .addColumn('max', t.price, (c) => c.notNull())
        .addColumn('avg', t.price, (c) => c.notNull())
        .addColumn('fetched_at', t.instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('kalimati_prices_pk', ['date', 'commodity_id'])
        .execute();
      await db.schema
        .createIndex('kalimati_prices_commodity_date')
        .ifNotExists()
        .on('kalimati_prices')
        .columns(['commodity_id', 'date'])
        .execute();

      await db.schema
        .createTable('metal_prices')
        .ifNotExists()
        .addColumn('date', t.day, (c) => c.notNull())
        .addColumn('metal', 'text', (c) => c.notNull().check(sql`metal in ('gold', 'silver')`))
        .addColumn('grade', 'text', (c) =>
          c.notNull().check(sql`grade in ('fine', 'tejabi', 'standard')`),
        )
        .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('tola', '10g')`))
        .addColumn('price', t.price, (c) => c.notNull())
        .addColumn('fetched_at', t.instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('metal_prices_pk', ['date', 'metal', 'grade', 'unit'])
        .execute();

      await db.schema
        .createTable('raw_responses')
        .ifNotExists()
        .addColumn('id', 'integer', t.id)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('body_sha256', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('fetched_at', t.instant, (c) => c.notNull())
        .addColumn('run_id', 'integer')
        // One row per distinct body at a URL: re-fetching an unchanged page only bumps fetched_at.
        .addUniqueConstraint('raw_responses_unique', ['source', 'url', 'status', 'body_sha256'])
        .execute();

      await db.schema
        .createTable('ingest_runs')
        .ifNotExists()
        .addColumn('id', 'integer', t.id)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('started_at', t.instant, (c) => c.notNull())
        .addColumn('finished_at', t.instant)
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('running', 'ok', 'failed')`),
        )
        .addColumn('rows', 'integer')
        .addColumn('error', 'text')
        .addColumn('warnings', 'text')
        .addColumn('data_date', t.day)
        .execute();
      await db.schema
        .createIndex('ingest_runs_source_started')
        .ifNotExists()
        .on('ingest_runs')
        .columns(['source', 'started_at'])
        .execute();

      await db.schema
        .createTable('ingest_locks')
        .ifNotExists()
        .addColumn('source', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('acquired_at', t.instant, (c) => c.notNull())
        .addColumn('expires_at', t.instant, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'ingest_locks',
        'ingest_runs',
        'raw_responses',
        'metal_prices',
        'kalimati_prices',
        'kalimati_commodities',
        'forex_rates',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // A Kalimati commodity used to be one row per Nepali name whose unit every run overwrote, so
  // past prices were read under the newest unit.
  '0002_kalimati_unit_series': {
    async up(db: Kysely<unknown>) {
      if (storeKind(db) === 'postgres') return unitSeriesOnPostgres(db);
      const columns = await sql<{
        name: string;
      }>`select name from pragma_table_info('kalimati_commodities')`.execute(db);
      if (columns.rows.some((c) => c.name === 'unit_key')) return;
      const old = await sql<{
        id: number;
        name_ne: string;
        name_en: string | null;
        unit: VegetableUnit;
        unit_label: string;
      }>`
        select id, name_ne, name_en, unit, unit_label from kalimati_commodities`.execute(db);
      // Foreign keys cannot be switched inside a transaction; the check at the end replaces them.
      await sql`pragma foreign_keys = off`.execute(db);
      try {
        await db.transaction().execute(async (trx) => {
          await trx.schema
            .createTable('kalimati_commodities_v2')
            .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
            .addColumn('name_ne', 'text', (c) => c.notNull())
            .addColumn('name_en', 'text')
            .addColumn('unit', 'text', (c) =>
              c.notNull().check(sql`unit in ('kg', 'dozen', 'piece', 'other')`),
            )
            .addColumn('unit_label', 'text', (c) => c.notNull())
            .addColumn('unit_key', 'text', (c) => c.notNull())
            .addUniqueConstraint('kalimati_commodities_series', ['name_ne', 'unit_key'])
            .execute();
          for (const row of old.rows) {
            await sql`insert into kalimati_commodities_v2 (id, name_ne, name_en, unit, unit_label, unit_key)
              values (${row.id}, ${row.name_ne}, ${row.name_en}, ${row.unit}, ${row.unit_label}, ${unitKey(row.unit, row.unit_label)})`.execute(
              trx,
            );
          }
          await sql`drop table kalimati_commodities`.execute(trx);
          await sql`alter table kalimati_commodities_v2 rename to kalimati_commodities`.execute(
            trx,
          );
          const broken = await sql`pragma foreign_key_check`.execute(trx);
          if (broken.rows.length)
            throw new Error(`kalimati migration left ${broken.rows.length} dangling references`);
        });
      } finally {
        await sql`pragma foreign_keys = on`.execute(db);
      }
    },
  },
  // What a backfill learnt about days it did not store: upstream had nothing (`none`, e.g. no
  // FENEGOSIDA quote on Saturdays) or the day failed its checks (`refused`).
  '0003_backfill_days': {
    async up(db: Kysely<unknown>) {
      const t = types(storeKind(db));
      await db.schema
        .createTable('backfill_days')
        .ifNotExists()
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('date', t.day, (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('none', 'refused')`))
        .addColumn('detail', 'text')
        .addColumn('checked_at', t.instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('backfill_days_pk', ['source', 'date'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('backfill_days').ifExists().execute();
    },
  },
  /* Nepal Oil Corporation's retail price revisions: one row per product and effective date. */
  '0004_fuel_prices': {
    async up(db: Kysely<unknown>) {
      const t = types(storeKind(db));
      await db.schema
        .createTable('fuel_prices')
        .ifNotExists()
        .addColumn('effective_date', t.day, (c) => c.notNull())
        .addColumn('effective_date_bs', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`product in ('petrol', 'diesel', 'kerosene', 'lpg', 'atf-domestic', 'atf-international')`,
            ),
        )
        .addColumn('price', t.price, (c) => c.notNull())
        .addColumn('unit', 'text', (c) =>
          c.notNull().check(sql`unit in ('litre', 'cylinder-14.2kg', 'kilolitre')`),
        )
        .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('NPR', 'USD')`))
        .addColumn('fetched_at', t.instant, (c) => c.notNull())
        .addColumn('checked_at', t.instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('fuel_prices_pk', ['effective_date', 'product'])
        .execute();
      await db.schema
        .createIndex('fuel_prices_product_date')
        .ifNotExists()
        .on('fuel_prices')
        .columns(['product', 'effective_date'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('fuel_prices').ifExists().execute();
    },
  },
};

/** 0002 on PostgreSQL: the unit key column, filled from each row, and the new unique pair. */
async function unitSeriesOnPostgres(db: Kysely<unknown>): Promise<void> {
  const has = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = 'kalimati_commodities'
      and column_name = 'unit_key'`.execute(db);
  if (has.rows[0]?.n) return;
  await sql`alter table kalimati_commodities add column unit_key text`.execute(db);
  const rows = await sql<{ id: number; unit: VegetableUnit; unit_label: string }>`
    select id, unit, unit_label from kalimati_commodities`.execute(db);
  for (const row of rows.rows)
    await sql`update kalimati_commodities set unit_key = ${unitKey(row.unit, row.unit_label)}
      where id = ${row.id}`.execute(db);
  await sql`alter table kalimati_commodities alter column unit_key set not null`.execute(db);
  await sql`alter table kalimati_commodities
    drop constraint if exists kalimati_commodities_name_ne_key`.execute(db);
  await sql`alter table kalimati_commodities
    add constraint kalimati_commodities_series unique (name_ne, unit_key)`.execute(db);
}

/** Kysely migration provider over the in-code list above. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
