import { NextRequest } from 'next/server';
import { GET as calendarMonth } from '@/app/api/v1/calendar/[year]/[month]/route';
import { GET as convertGet } from '@/app/api/v1/convert/route';
import { GET as forexHistory } from '@/app/api/v1/forex/history/route';
import { GET as forexGet } from '@/app/api/v1/forex/route';
import { GET as metalsHistory } from '@/app/api/v1/metals/history/route';
import { GET as metalsGet } from '@/app/api/v1/metals/route';
import { GET as rashifalGet } from '@/app/api/v1/rashifal/route';
import { GET as sourcesGet } from '@/app/api/v1/sources/route';
import { GET as vegetablesHistory } from '@/app/api/v1/vegetables/history/route';
import { GET as vegetablesGet } from '@/app/api/v1/vegetables/route';
import { closeDb, getDb } from '@/lib/db';
import { runIngest, runIngestMany } from '@/lib/ingest';
import { loadForexLatest } from '@/lib/market/forex';
import { getHomeMarket } from '@/lib/market/home-market';
import { loadMetalsLatest } from '@/lib/market/metals';
import { getVegetableMarket } from '@/lib/market/vegetable-data';
import { loadVegetablesPage } from '@/lib/market/vegetable-page';
import { FAST, call, pinClock, useCleanEnv, useUpstream } from '../../support/upstream/harness';
import { useOwnPgServer } from '../../support/upstream/pg-server';
import { describeOnPostgres } from '../../support/upstream/stores';

const MARKET = [
  [forexGet, '/api/v1/forex'],
  [forexHistory, '/api/v1/forex/history?currency=USD&from=2026-08-01&to=2026-08-16'],
  [vegetablesGet, '/api/v1/vegetables'],
  [vegetablesHistory, '/api/v1/vegetables/history?commodity=Potato%20Red&from=2025-10-01'],
  [metalsGet, '/api/v1/metals'],
  [metalsHistory, '/api/v1/metals/history?metal=gold&from=2026-08-01&to=2026-08-16'],
  [sourcesGet, '/api/v1/sources'],
] as const;

/** The calendar, the converter and the rashifal: they never read the store. */
async function storeFreeAnswers(): Promise<number[]> {
  const month = await calendarMonth(new NextRequest('http://localhost/x'), {
    params: Promise.resolve({ year: '2083', month: 'baisakh' }),
  });
  const convert = convertGet(
    new NextRequest('http://localhost/api/v1/convert?from=bs&date=2083-01-01'),
  );
  const rashifal = rashifalGet(new NextRequest('http://localhost/api/v1/rashifal?date=2026-08-16'));
  return [month.status, (await convert).status, (await rashifal).status];
}

describeOnPostgres('the store down (a real PostgreSQL server stopped and started)', () => {
  useCleanEnv();
  const server = useOwnPgServer();
  useUpstream();
  afterAll(() => closeDb());

  it('serves the rest of the site, answers 503 with Retry-After, and recovers without a restart', async () => {
    process.env.DATABASE_URL = server.url();
    pinClock('2026-08-16T06:00:00Z');
    const seeded = await runIngestMany(['forex', 'vegetables', 'metals'], { fetchPolicy: FAST });
    expect(seeded.map((o) => o.status)).toEqual(['ok', 'ok', 'ok']);
    const handle = await getDb();
    const before = await Promise.all(MARKET.map(([handler, path]) => call(handler, path)));
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await storeFreeAnswers()).toEqual([200, 200, 200]);

    // Lost connections and failed reads are logged (console.error): kept out of the output.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await server.stop();
      // Every market answer: 503 JSON store_unavailable with Retry-After, never a 500.
      for (const [handler, path] of MARKET) {
        const down = await call(handler, path);
        expect({ path, status: down.status }).toEqual({ path, status: 503 });
        expect(down.headers.get('content-type')).toMatch(/^application\/json/);
        expect(down.headers.get('retry-after')).toBe('30');
        expect(down.body).toEqual({
          error: { code: 'store_unavailable', message: expect.stringMatching(/try again/) },
        });
      }
      // The market pages render their data-unavailable state; the home page its tiles' one.
      expect(await loadForexLatest()).toEqual({ status: 'error' });
      expect(await loadMetalsLatest()).toEqual({ status: 'error' });
      await expect(getVegetableMarket()).rejects.toThrow();
      expect(await loadVegetablesPage()).toEqual({ status: 'error' }); // the screen's error state
      expect(await getHomeMarket()).toEqual({
        vegetables: null,
        metals: null,
        usd: null,
        unavailable: true,
      });
      // Calendar, converter and rashifal serve as usual.
      expect(await storeFreeAnswers()).toEqual([200, 200, 200]);
      // A scheduled run fails and says why; the process carries on.
      expect(await runIngest('metals', { fetchPolicy: FAST })).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/^could not take the metals lock: .*ECONNREFUSED/),
      });
      await server.start();
    } finally {
      errors.mockRestore();
    }

    // The same process and handle (nothing reopened by hand): the pool makes new connections.
    expect(await getDb()).toBe(handle);
    const after = await Promise.all(MARKET.map(([handler, path]) => call(handler, path)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(after.slice(0, 6).map((r) => r.text)).toEqual(before.slice(0, 6).map((r) => r.text));
    expect(await loadForexLatest()).toMatchObject({ status: 'ok' });
    expect((await getHomeMarket()).unavailable).toBe(false);
    expect(await loadVegetablesPage()).toMatchObject({ status: 'ok' });
    expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
  });
});
