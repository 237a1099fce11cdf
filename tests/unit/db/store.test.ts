import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import {
  closeDb,
  databasePath,
  describeStore,
  getDb,
  getForexDay,
  getForexHistory,
  latestForexDate,
  migrationStatus,
  storeKind,
  storeTarget,
  tableCounts,
  upsertForexDays,
} from '@/lib/db';
import { getEnv } from '@/lib/env';
import { fetchPolicyFromEnv } from '@/lib/ingest';
import { describeStores, useCleanEnv, useTempStore } from '../../support/upstream/harness';

// getEnv reads a whole environment; these tests pass only the variables they are about.
const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe('DATABASE_URL', () => {
  it('defaults to file:./data/site.db and reads SQLite file URLs', () => {
    expect(getEnv({} as NodeJS.ProcessEnv).DATABASE_URL).toBe('file:./data/site.db');
    expect(databasePath('file:./data/site.db', '/srv/app')).toBe('/srv/app/data/site.db');
    expect(databasePath('file:///var/lib/site.db')).toBe('/var/lib/site.db');
    expect(databasePath('file:/var/lib/site.db?mode=rwc')).toBe('/var/lib/site.db');
    expect(databasePath(':memory:')).toBe(':memory:');
    expect(() => databasePath('postgres://db/market')).toThrow(/names PostgreSQL/);
  });

  it('selects PostgreSQL for postgres:// and postgresql://, with a pool size setting', () => {
    for (const url of ['postgres://u:p@db:5432/market', 'postgresql://db/market'])
      expect(storeTarget(url)).toEqual({ kind: 'postgres', url });
    expect(storeTarget('file:./x.db', '/srv')).toEqual({ kind: 'sqlite', file: '/srv/x.db' });
    expect(describeStore('postgres://market:s3cret@db:5432/market')).toBe(
      'PostgreSQL postgres://market:***@db:5432/market',
    );
    expect(getEnv({} as NodeJS.ProcessEnv).DATABASE_POOL_MAX).toBe(10);
    expect(getEnv(env({ DATABASE_POOL_MAX: '25' })).DATABASE_POOL_MAX).toBe(25);
    expect(() => getEnv(env({ DATABASE_POOL_MAX: '0' }))).toThrow(/DATABASE_POOL_MAX/);
  });

  it('refuses any other scheme at start, naming the accepted forms but not the URL', () => {
    for (const url of ['mysql://root:hunter2@db/market', 'redis://cache:6379', 'http://db/x']) {
      const scheme = url.slice(0, url.indexOf(':') + 1);
      const problem = `DATABASE_URL: DATABASE_URL with the scheme "${scheme}" is not supported: use file:PATH for SQLite (the default, file:./data/site.db), or postgres://USER:PASSWORD@HOST:PORT/DATABASE (also postgresql://) for PostgreSQL`;
      expect(() => getEnv(env({ DATABASE_URL: url }))).toThrow(problem);
      expect(() => storeTarget(url)).toThrow(/is not supported: use file:PATH/);
    }
    expect(() => getEnv(env({ DATABASE_URL: 'mysql://root:hunter2@db/m' }))).not.toThrow(/hunter2/);
  });
});

describe('a SQLite store', () => {
  useCleanEnv();
  const store = useTempStore();

  it('creates its directory on first use', async () => {
    const file = path.join(store.dir(), 'nested', 'deeper', 'site.db');
    const url = `file:${file}`;
    process.env.DATABASE_URL = url;
    await getDb();
    expect(existsSync(file)).toBe(true);
    await closeDb(url);
  });
});

describeStores('the market store', (kind) => {
  useCleanEnv();
  useTempStore(kind);

  it('applies migrations on first use', async () => {
    expect(await migrationStatus()).toEqual([
      { name: '0001_market_data', executedAt: expect.any(Date) },
      { name: '0002_kalimati_unit_series', executedAt: expect.any(Date) },
      { name: '0003_backfill_days', executedAt: expect.any(Date) },
      { name: '0004_fuel_prices', executedAt: expect.any(Date) },
    ]);
    expect(await tableCounts()).toEqual({
      forex_rates: 0,
      kalimati_commodities: 0,
      kalimati_prices: 0,
      metal_prices: 0,
      fuel_prices: 0,
      raw_responses: 0,
      ingest_runs: 0,
      ingest_locks: 0,
      backfill_days: 0,
    });
    expect(storeKind(await getDb())).toBe(kind);
  });

  it('reads back prices, days and instants as the values written', async () => {
    const db = await getDb();
    const day = {
      date: '2026-04-02',
      publishedOn: '2026-04-02 00:00:09',
      modifiedOn: null,
      rates: [
        { iso3: 'INR', name: 'Indian Rupee', unit: 100, buy: 160, sell: 160.15 },
        { iso3: 'JPY', name: 'Japanese Yen', unit: 10, buy: 9.49, sell: 0.1 + 0.2 },
        { iso3: 'KWD', name: 'Kuwaiti Dinar', unit: 1, buy: 493.27, sell: 12345678.91 },
      ],
    };
    await upsertForexDays(db, [day], '2026-04-02T06:00:00.123Z');
    expect(await getForexDay('2026-04-02')).toEqual({
      date: '2026-04-02',
      fetchedAt: '2026-04-02T06:00:00.123Z',
      publishedOn: '2026-04-02 00:00:09',
      modifiedOn: null,
      rates: day.rates,
    });
    expect(await latestForexDate()).toBe('2026-04-02');
    expect(await getForexHistory('JPY', { from: '2026-04-01', to: '2026-04-02' })).toEqual({
      iso3: 'JPY',
      name: 'Japanese Yen',
      unit: 10,
      points: [{ date: '2026-04-02', buy: 9.49, sell: 0.1 + 0.2 }],
    });
  });

  if (kind === 'postgres') {
    it('stores prices as numeric, days as date and instants as timestamptz', async () => {
      const db = await getDb();
      const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema()
          and column_name in ('buy', 'sell', 'min', 'max', 'avg', 'price', 'date', 'data_date',
            'fetched_at', 'started_at', 'finished_at', 'acquired_at', 'expires_at', 'checked_at')
        order by table_name, column_name`.execute(db);
      const types = new Set(
        columns.rows.map(
          (c) => `${c.column_name.replace(/^(buy|sell|min|max|avg)$/, 'price')}: ${c.data_type}`,
        ),
      );
      expect([...types].sort()).toEqual([
        'acquired_at: timestamp with time zone',
        'checked_at: timestamp with time zone',
        'data_date: date',
        'date: date',
        'expires_at: timestamp with time zone',
        'fetched_at: timestamp with time zone',
        'finished_at: timestamp with time zone',
        'price: numeric',
        'started_at: timestamp with time zone',
      ]);
      // Exact: the decimal as written, not its nearest double.
      await upsertForexDays(
        db,
        [
          {
            date: '2026-04-02',
            publishedOn: null,
            modifiedOn: null,
            rates: [{ iso3: 'USD', name: 'U.S. Dollar', unit: 1, buy: 151.76, sell: 152.36 }],
          },
        ],
        '2026-04-02T06:00:00.000Z',
      );
      const stored = await sql<{
        text: string;
      }>`select (sell - buy)::text as text from forex_rates`.execute(db);
      expect(stored.rows[0]?.text).toBe('0.60');
    });
  }
});

describe('fetchPolicyFromEnv', () => {
  it('reads timeout, attempts and backoff overrides', () => {
    expect(
      fetchPolicyFromEnv({
        INGEST_HTTP_TIMEOUT_MS: '2000',
        INGEST_HTTP_ATTEMPTS: '1',
        INGEST_HTTP_BACKOFF_MS: '100',
      }),
    ).toEqual({
      timeoutMs: 2000,
      attempts: 1,
      backoffMs: [100, 200],
    });
  });

  it('keeps the defaults for unset, empty or invalid values', () => {
    expect(fetchPolicyFromEnv({})).toEqual({});
    expect(
      fetchPolicyFromEnv({
        INGEST_HTTP_TIMEOUT_MS: '',
        INGEST_HTTP_ATTEMPTS: 'three',
        INGEST_HTTP_BACKOFF_MS: '-5',
      }),
    ).toEqual({});
  });
});
