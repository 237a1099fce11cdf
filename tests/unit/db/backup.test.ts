import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GET as forexHistory } from '@/app/api/v1/forex/history/route';
import { GET as metalsHistory } from '@/app/api/v1/metals/history/route';
import { GET as vegetablesHistory } from '@/app/api/v1/vegetables/history/route';
import {
  backupStore,
  closeDb,
  copyStore,
  getDb,
  listRuns,
  restoreStore,
  tableCounts,
} from '@/lib/db';
import { runIngest } from '@/lib/ingest';
import {
  FAST,
  call,
  describeStores,
  pinClock,
  useCleanEnv,
  useTempStore,
  useUpstream,
  waitFor,
} from '../../support/upstream/harness';
import { describeOnPostgres } from '../../support/upstream/stores';
import { jsonFile, type UpstreamServer } from '../../support/upstream/upstream-server';

const RANGE = 'from=2025-01-01&to=2026-12-31';

/** Forex (two days), vegetables (two market days) and one day of metals, from the fixtures. */
async function seed(upstream: UpstreamServer): Promise<void> {
  pinClock('2026-04-02T06:00:00Z');
  expect((await runIngest('forex', { fetchPolicy: FAST })).status).toBe('ok');
  pinClock('2026-08-14T06:00:00Z');
  upstream.set('fenegosida:today', jsonFile('fenegosida/today-2026-08-14.json'));
  expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
  expect((await runIngest('vegetables', { fetchPolicy: FAST })).status).toBe('ok');
  pinClock('2026-08-16T06:00:00Z');
  upstream.set('kalimati:np', jsonFile('kalimati/daily-prices-np-2025-10-20.json'));
  upstream.set('kalimati:en', jsonFile('kalimati/daily-prices-en-2025-10-20.json'));
  expect((await runIngest('vegetables', { fetchPolicy: FAST })).status).toBe('ok');
  upstream.reset();
}

/** Every history answer of the store: each currency, commodity and metal series, JSON and CSV. */
async function historyPaths(): Promise<[typeof forexHistory, string][]> {
  const db = await getDb();
  const currencies = await db.selectFrom('forex_rates').select('iso3').distinct().execute();
  const names = await db.selectFrom('kalimati_commodities').select('name_ne').distinct().execute();
  const series = await db
    .selectFrom('metal_prices')
    .select(['metal', 'grade', 'unit'])
    .distinct()
    .execute();
  const paths: [typeof forexHistory, string][] = [
    ...currencies.map(
      (c) =>
        [forexHistory, `/api/v1/forex/history?currency=${c.iso3}&${RANGE}`] as [
          typeof forexHistory,
          string,
        ],
    ),
    ...names.map(
      (n) =>
        [
          vegetablesHistory,
          `/api/v1/vegetables/history?commodity=${encodeURIComponent(n.name_ne)}&${RANGE}`,
        ] as [typeof forexHistory, string],
    ),
    ...series.map(
      (s) =>
        [
          metalsHistory,
          `/api/v1/metals/history?metal=${s.metal}&grade=${s.grade}&unit=${s.unit}&${RANGE}`,
        ] as [typeof forexHistory, string],
    ),
  ];
  return [...paths, ...paths.map(([h, p]) => [h, `${p}&format=csv`] as [typeof h, string])];
}

/** Each answer as sent: status, content type and the body's bytes. */
async function answers(
  url: string,
  paths: [typeof forexHistory, string][],
): Promise<Record<string, string>> {
  process.env.DATABASE_URL = url;
  const out: Record<string, string> = {};
  for (const [handler, p] of paths) {
    const response = await call(handler, p);
    out[p] = `${response.status} ${response.headers.get('content-type')}\n${response.text}`;
  }
  return out;
}

describeStores('backup and restore', (kind) => {
  useCleanEnv();
  const store = useTempStore(kind);
  const fresh = useTempStore(kind, { setEnv: false }); // the restore target
  const upstream = useUpstream();

  it('takes a backup during an ingestion; restored, every history answer is byte for byte the same', async () => {
    await seed(upstream());
    const paths = await historyPaths();
    expect(paths.length).toBeGreaterThan(150);
    const before = await answers(store.url(), paths);
    expect(Object.values(before).every((a) => a.startsWith('200 '))).toBe(true);

    // A metals run that adds 2026-08-16, its upstream held until the backup is taken.
    pinClock('2026-08-16T06:00:00Z');
    let release = () => {};
    upstream().set('fenegosida:today', {
      ...jsonFile('fenegosida/today-2026-08-16.json'),
      hold: new Promise<void>((resolve) => (release = resolve)),
    });
    const run = runIngest('metals', { fetchPolicy: { ...FAST, timeoutMs: 60_000 } });
    await waitFor(async () => (await listRuns('metals'))[0]?.status === 'running');
    const file = path.join(store.dir(), 'backup.db');
    try {
      await backupStore(store.url(), file);
    } finally {
      release();
    }
    expect((await run).status).toBe('ok');
    const after = await answers(store.url(), paths);
    const gold = paths.find(([, p]) => p.includes('metal=gold&grade=fine&unit=tola'))![1];
    expect(after[gold]).not.toBe(before[gold]); // the run changed history after the backup

    await closeDb(store.url());
    await restoreStore(file, fresh.url());
    const restored = await answers(fresh.url(), paths);
    expect(restored).toEqual(before);
    // The backup is one moment: the run in progress then, none of its prices.
    process.env.DATABASE_URL = fresh.url();
    expect((await listRuns('metals')).map((r) => r.status)).toEqual(['running', 'ok']);
    await closeDb(fresh.url());
  });

  it('refuses to overwrite a file, to restore into a store with data, or to read a non-backup', async () => {
    await seed(upstream());
    const file = path.join(store.dir(), 'backup.db');
    await backupStore(store.url(), file);
    await expect(backupStore(store.url(), file)).rejects.toThrow(
      /exists: a backup never overwrites/,
    );
    await expect(restoreStore(file, store.url())).rejects.toThrow(
      /^the target store is not empty \(kalimati_commodities 69, .*\): restore and copy load an empty store only$/,
    );
    const junk = path.join(store.dir(), 'notes.txt');
    writeFileSync(junk, 'not a database');
    await expect(restoreStore(junk, fresh.url())).rejects.toThrow(
      /is not a backup made by db:backup/,
    );
    expect(existsSync(`${file}.partial-${process.pid}`)).toBe(false);
  });

  it('npm run db:backup and db:restore work from the command line', async () => {
    await seed(upstream());
    await closeDb();
    const file = path.join(store.dir(), 'cli-backup.db');
    const script = (args: string[], url: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
        execFile(
          process.execPath,
          [tsx, '--conditions=react-server', 'scripts/db-transfer.ts', ...args],
          {
            env: {
              NODE_ENV: 'test',
              PATH: process.env.PATH,
              HOME: process.env.HOME,
              DATABASE_URL: url,
            },
          },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const backup = await script(['backup', file], store.url());
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(/^backed up (SQLite|PostgreSQL) .* → .*cli-backup\.db: 263 rows/);
    const restore = await script(['restore', file], fresh.url());
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(
      /^restored .*cli-backup\.db → .*: 263 rows \(kalimati_commodities 69,/,
    );
    process.env.DATABASE_URL = fresh.url();
    expect(await tableCounts()).toMatchObject({ forex_rates: 44, metal_prices: 4 });
    await closeDb(fresh.url());
  });
});

describeOnPostgres('npm run db:copy (SQLite to PostgreSQL, the way a growing site moves)', () => {
  useCleanEnv();
  const sqlite = useTempStore('sqlite');
  const postgres = useTempStore('postgres', { setEnv: false });
  const upstream = useUpstream();

  it('copies every row: the same answers on PostgreSQL, and ingestion carries on there', async () => {
    await seed(upstream());
    const paths = await historyPaths();
    const before = await answers(sqlite.url(), paths);
    await closeDb();
    const rows = await copyStore(sqlite.url(), postgres.url());
    expect(rows).toMatchObject({ forex_rates: 44, kalimati_prices: 136, metal_prices: 4 });
    expect(await answers(postgres.url(), paths)).toEqual(before);
    // New rows get new ids past the copied ones (Kalimati's new series, the run log).
    pinClock('2026-08-16T06:00:00Z');
    expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
    expect((await listRuns('metals')).map((r) => r.id)).toEqual([5, 2]);
    await closeDb(postgres.url());
  });
});
