import { GET as forexGet } from '@/app/api/v1/forex/route';
import { GET as metalsGet } from '@/app/api/v1/metals/route';
import { GET as vegetablesGet } from '@/app/api/v1/vegetables/route';
import { sql } from 'kysely';
import { getDb, listRuns, startRun, tableCounts, takeIngestLock } from '@/lib/db';
import { runIngest, runIngestMany } from '@/lib/ingest';
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
import { faults, jsonFile } from '../../support/upstream/upstream-server';

// 11:45 NPT, Sun 2026-08-16: NRB's weekend rates, FENEGOSIDA's capture, Kalimati's 2025-10-19 list.
const NOW = '2026-08-16T06:00:00Z';

describeStores('runIngest', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  const upstream = useUpstream();
  beforeEach(() => pinClock(NOW));

  it('ingests all three sources from the recorded responses and serves them', async () => {
    const outcomes = await runIngestMany(['forex', 'vegetables', 'metals'], { fetchPolicy: FAST });
    expect(outcomes.map((o) => [o.source, o.status, o.dataDate, o.rows])).toEqual([
      ['forex', 'ok', '2026-08-16', 44],
      ['vegetables', 'ok', '2025-10-19', 68],
      ['metals', 'ok', '2026-08-16', 4],
    ]);
    // An identifying User-Agent on every upstream request.
    expect(upstream().requests.length).toBeGreaterThanOrEqual(4);
    for (const request of upstream().requests)
      expect(request.headers['user-agent']).toMatch(/^NepaliInfoHub-MarketIngest\/\d/);
    // NRB is asked for yesterday…today in Nepal, one page of 100. (The three sources run at once,
    // so NRB's request need not be the first to arrive.)
    const nrb = upstream().requests.find((r) => r.url.pathname.startsWith('/nrb/'));
    expect(nrb?.url.search).toBe('?from=2026-08-15&to=2026-08-16&page=1&per_page=100');

    const forex = await call(forexGet, '/api/v1/forex');
    expect(forex.body).toMatchObject({
      date: '2026-08-16',
      modifiedOn: '2026-08-14 17:05:21',
      stale: false,
    });
    const vegetables = await call(vegetablesGet, '/api/v1/vegetables');
    expect(vegetables.body).toMatchObject({ date: '2025-10-19', stale: true });
    const metals = await call(metalsGet, '/api/v1/metals');
    expect(metals.body).toMatchObject({ date: '2026-08-16', stale: false });
  });

  it('stores nothing twice when the same data is ingested again', async () => {
    await runIngestMany(['forex', 'vegetables', 'metals'], { fetchPolicy: FAST });
    const first = await tableCounts();
    const before = await call(forexGet, '/api/v1/forex');
    await runIngestMany(['forex', 'vegetables', 'metals'], { fetchPolicy: FAST });
    const second = await tableCounts();
    expect(second).toEqual({ ...first, ingest_runs: first.ingest_runs + 3 });
    expect(first).toMatchObject({
      forex_rates: 44,
      kalimati_commodities: 68,
      kalimati_prices: 68,
      metal_prices: 4,
      ingest_locks: 0,
    });
    const after = await call(forexGet, '/api/v1/forex');
    expect({ ...(after.body as object), fetchedAt: null }).toEqual({
      ...(before.body as object),
      fetchedAt: null,
    });
  });

  it('keeps a day-over-day change for vegetables and metals', async () => {
    pinClock('2026-08-14T06:00:00Z');
    upstream().set('fenegosida:today', jsonFile('fenegosida/today-2026-08-14.json'));
    expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
    await runIngest('vegetables', { fetchPolicy: FAST });

    pinClock(NOW);
    upstream().reset();
    upstream().set('kalimati:np', jsonFile('kalimati/daily-prices-np-2025-10-20.json'));
    upstream().set('kalimati:en', jsonFile('kalimati/daily-prices-en-2025-10-20.json'));
    expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
    expect((await runIngest('vegetables', { fetchPolicy: FAST })).status).toBe('ok');

    const metals = (await call(metalsGet, '/api/v1/metals')).body as {
      previousDate: string;
      prices: unknown[];
    };
    expect(metals.previousDate).toBe('2026-08-14');
    expect(metals.prices).toEqual([
      { metal: 'gold', grade: 'fine', unit: 'tola', price: 305200, change: 3600 },
      { metal: 'gold', grade: 'fine', unit: '10g', price: 261660, change: 3085 },
      { metal: 'silver', grade: 'standard', unit: 'tola', price: 4710, change: 50 },
      { metal: 'silver', grade: 'standard', unit: '10g', price: 4038, change: 43 },
    ]);
    const vegetables = (await call(vegetablesGet, '/api/v1/vegetables')).body as {
      date: string;
      previousDate: string;
      items: { name: string; change: number | null; avg: number }[];
    };
    expect(vegetables).toMatchObject({ date: '2025-10-20', previousDate: '2025-10-19' });
    const item = (name: string) => vegetables.items.find((i) => i.name === name);
    expect(item('Tomato Big(Nepali)')).toMatchObject({ avg: 50, change: 2.75 });
    expect(item('Strawberry')).toMatchObject({ avg: 550, change: null });
    expect(item('Coconut')).toBeUndefined();
  });

  it('falls back to Kalimati’s /price HTML, with Devanagari digits, when the JSON list is down', async () => {
    upstream().set('kalimati:np', faults.serverError());
    const outcome = await runIngest('vegetables', { fetchPolicy: FAST });
    expect(outcome).toMatchObject({ status: 'ok', via: 'html', dataDate: '2025-10-19', rows: 68 });
    expect(outcome.warnings[0]).toMatch(/HTML fallback.*HTTP 500/);
    const body = (await call(vegetablesGet, '/api/v1/vegetables')).body as {
      items: Record<string, unknown>[];
    };
    expect(body.items.find((i) => i.nameNe === 'माछा सुकेको')).toMatchObject({
      name: 'Fish Dried',
      unit: 'kg',
      min: 800,
      max: 1000,
      avg: 900,
    });
    expect(body.items.find((i) => i.nameNe === 'बोडी(तने)')).toMatchObject({
      unit: 'kg',
      unitLabel: 'के.जी',
    });
  });

  it('falls back to NRB’s /app-rate when /rates answers HTML', async () => {
    pinClock('2026-04-02T06:00:00Z');
    upstream().set('nrb:rates', faults.htmlInsteadOfJson());
    const outcome = await runIngest('forex', { fetchPolicy: FAST });
    expect(outcome).toMatchObject({
      status: 'ok',
      via: 'app-rate',
      dataDate: '2026-04-02',
      rows: 22,
    });
  });

  it('lets only one run of a source through at a time, across processes too', async () => {
    // The upstream is held, so the first run is still going when the second asks for the lock.
    let release = () => {};
    upstream().set('fenegosida:today', {
      ...jsonFile('fenegosida/today-2026-08-16.json'),
      hold: new Promise<void>((resolve) => (release = resolve)),
    });
    const policy = { ...FAST, timeoutMs: 60_000 };
    const runs = [
      runIngest('metals', { fetchPolicy: policy }),
      runIngest('metals', { fetchPolicy: policy }),
    ];
    await Promise.race(runs);
    release();
    const [a, b] = await Promise.all(runs);
    expect([a!.status, b!.status].sort()).toEqual(['ok', 'skipped']);

    // Another process holds the lock: skipped. Once that holder is gone, the lock is free again.
    const db = await getDb();
    const other = await takeIngestLock(db, 'forex', {
      holder: 'other-host:42:x',
      nowIso: '2026-08-16T05:59:00.000Z',
      expiresAt: '2026-08-16T06:09:00.000Z',
    });
    expect(other).not.toBeNull();
    expect(await runIngest('forex', { fetchPolicy: FAST })).toMatchObject({
      status: 'skipped',
      error: 'another forex run is in progress',
    });
    if (kind === 'sqlite') {
      // A lease row: a holder that died leaves it until it expires, then it is taken over.
      pinClock('2026-08-16T06:10:00Z');
    } else {
      // A session advisory lock: the server frees it the moment its holder's session dies.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'nepali-info-hub lock'`.execute(
        db,
      );
      await waitFor(async () => {
        const held = await sql<{ n: number }>`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`.execute(
          db,
        );
        return held.rows[0]?.n === 0;
      });
    }
    expect((await runIngest('forex', { fetchPolicy: FAST })).status).toBe('ok');
    await other?.release();
  });

  it('closes runs left "running" by a crashed process as failed', async () => {
    const db = await getDb();
    await startRun('metals', '2026-08-16T05:00:00.000Z', db);
    await runIngest('metals', { fetchPolicy: FAST });
    const runs = await listRuns('metals');
    expect(runs.map((r) => r.status)).toEqual(['ok', 'failed']);
    expect(runs[1]?.error).toMatch(/interrupted/);
  });

  it('refuses a replayed FENEGOSIDA `today` older than the newest stored day', async () => {
    expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
    upstream().set('fenegosida:today', jsonFile('fenegosida/today-2026-08-14.json'));
    const replay = await runIngest('metals', { fetchPolicy: FAST });
    expect(replay).toMatchObject({
      status: 'failed',
      error: 'FENEGOSIDA 2026-08-14: date is older than the stored 2026-08-16',
    });
    expect(await tableCounts()).toMatchObject({ metal_prices: 4 });
  });

  it('commits a run’s data and its `ok` record together, or neither', async () => {
    const db = await getDb();
    // The run record cannot be closed as ok (a full disk, a lock): the prices must not stay either.
    if (kind === 'sqlite') {
      await sql`create trigger refuse_ok before update on ingest_runs when (new.status = 'ok')
        begin select raise(abort, 'disk I/O error'); end`.execute(db);
    } else {
      await sql`create function refuse_ok() returns trigger language plpgsql
        as $$ begin raise exception 'disk I/O error'; end $$`.execute(db);
      await sql`create trigger refuse_ok before update on ingest_runs for each row
        when (new.status = 'ok') execute function refuse_ok()`.execute(db);
    }
    const outcome = await runIngest('metals', { fetchPolicy: FAST });
    expect(outcome).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/disk I\/O error$/),
    });
    expect(await tableCounts()).toMatchObject({ metal_prices: 0 });
    expect((await listRuns('metals')).map((r) => [r.status, r.error])).toEqual([
      ['failed', expect.stringMatching(/disk I\/O error$/)],
    ]);
  });
});
