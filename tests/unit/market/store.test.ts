import { existsSync } from 'node:fs';
import path from 'node:path';
import { closeDb, databasePath, getDb, migrationStatus, tableCounts } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { fetchPolicyFromEnv } from '@/lib/ingest';
import { useCleanEnv, useTempStore } from './support/harness';

describe('the market store', () => {
  useCleanEnv();
  const store = useTempStore();

  it('defaults to file:./data/site.db and reads SQLite file URLs', () => {
    expect(getEnv({} as NodeJS.ProcessEnv).DATABASE_URL).toBe('file:./data/site.db');
    expect(databasePath('file:./data/site.db', '/srv/app')).toBe('/srv/app/data/site.db');
    expect(databasePath('file:///var/lib/site.db')).toBe('/var/lib/site.db');
    expect(databasePath('file:/var/lib/site.db?mode=rwc')).toBe('/var/lib/site.db');
    expect(databasePath(':memory:')).toBe(':memory:');
    expect(() => databasePath('postgres://db/market')).toThrow(/only SQLite file: URLs are/);
  });

  it('creates its directory and applies migrations on first use', async () => {
    const file = path.join(store.dir(), 'nested', 'deeper', 'site.db');
    const url = `file:${file}`;
    process.env.DATABASE_URL = url;
    await getDb();
    expect(existsSync(file)).toBe(true);
    expect(await migrationStatus(url)).toEqual([
      { name: '0001_market_data', executedAt: expect.any(Date) },
      { name: '0002_kalimati_unit_series', executedAt: expect.any(Date) },
      { name: '0003_backfill_days', executedAt: expect.any(Date) },
    ]);
    expect(await tableCounts()).toEqual({
      forex_rates: 0,
      kalimati_commodities: 0,
      kalimati_prices: 0,
      metal_prices: 0,
      raw_responses: 0,
      ingest_runs: 0,
      ingest_locks: 0,
      backfill_days: 0,
    });
    await closeDb(url);
  });
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
