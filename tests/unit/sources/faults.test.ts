import { GET as forexGet } from '@/app/api/v1/forex/route';
import { GET as fuelGet } from '@/app/api/v1/fuel/route';
import { GET as metalsGet } from '@/app/api/v1/metals/route';
import { GET as sourcesGet } from '@/app/api/v1/sources/route';
import { GET as vegetablesGet } from '@/app/api/v1/vegetables/route';
import { listRawResponses, tableCounts } from '@/lib/db';
import { runIngest } from '@/lib/ingest';
import type { SourceId } from '@/lib/sources/types';
import {
  FAST,
  SHORT_TIMEOUT,
  call,
  describeStores,
  pinClock,
  useCleanEnv,
  useTempStore,
  useUpstream,
} from '../../support/upstream/harness';
import {
  faults,
  fixture,
  htmlFile,
  jsonFile,
  type Reply,
  type RouteKey,
} from '../../support/upstream/upstream-server';

type Routes = Partial<Record<RouteKey, Reply>>;

interface FaultCase {
  fault: string;
  routes: Routes;
  reason: RegExp;
}

const truncated = (file: string): Reply => ({
  body: fixture(file),
  contentType: 'application/json',
});

const SETUP: Record<
  SourceId,
  { seedClock: string; seed: Routes; faultClock: string; day: typeof forexGet; path: string }
> = {
  forex: {
    seedClock: '2026-04-02T06:00:00Z',
    seed: {},
    faultClock: '2026-04-02T08:00:00Z',
    day: forexGet,
    path: '/api/v1/forex',
  },
  vegetables: {
    seedClock: '2026-08-16T06:00:00Z',
    seed: {},
    faultClock: '2026-08-16T08:00:00Z',
    day: vegetablesGet,
    path: '/api/v1/vegetables',
  },
  metals: {
    seedClock: '2026-08-14T06:00:00Z',
    seed: { 'fenegosida:today': jsonFile('fenegosida/today-2026-08-14.json') },
    faultClock: '2026-08-16T06:00:00Z',
    day: metalsGet,
    path: '/api/v1/metals',
  },
  fuel: {
    seedClock: '2026-08-16T06:00:00Z',
    seed: {},
    faultClock: '2026-08-16T09:00:00Z',
    day: fuelGet,
    path: '/api/v1/fuel',
  },
};

// Each fault breaks the primary endpoint and, where the adapter has one, its fallback too.
const CASES: Record<SourceId, FaultCase[]> = {
  forex: [
    {
      fault: 'HTTP 500',
      routes: { 'nrb:rates': faults.serverError(), 'nrb:app-rate': faults.serverError() },
      reason: /rates.*failed: HTTP 500; fallback: .*app-rate failed: HTTP 500/,
    },
    {
      fault: 'timeout',
      routes: { 'nrb:rates': faults.hang(), 'nrb:app-rate': faults.hang() },
      reason: /timed out after 0.25 s; fallback: .*timed out after 0.25 s/,
    },
    {
      fault: 'HTML instead of JSON',
      routes: {
        'nrb:rates': faults.htmlInsteadOfJson(),
        'nrb:app-rate': faults.htmlInsteadOfJson(),
      },
      reason: /expected JSON .* but got HTML \(text\/html/,
    },
    {
      fault: 'truncated JSON',
      routes: {
        'nrb:rates': truncated('nrb/faults/rates-truncated.json'),
        'nrb:app-rate': truncated('nrb/faults/rates-truncated.json'),
      },
      reason: /invalid JSON from .*rates.*; fallback: invalid JSON/,
    },
    {
      fault: 'empty payload',
      routes: { 'nrb:rates': jsonFile('nrb/rates-empty.json'), 'nrb:app-rate': { body: '[]' } },
      reason:
        /NRB \/rates has no payload for 2026-04-01…2026-04-02; fallback: NRB \/app-rate is empty/,
    },
    {
      fault: 'USD off by a decimal point',
      routes: { 'nrb:rates': jsonFile('nrb/faults/rates-usd-slipped.json') },
      reason: /^NRB 2026-04-02: USD buy 15.14 is outside 60–250$/,
    },
  ],
  vegetables: [
    {
      fault: 'HTTP 500',
      routes: { 'kalimati:np': faults.serverError(), 'kalimati:lang': faults.serverError() },
      reason: /daily-prices\/np failed: HTTP 500; fallback: .*lang\/en failed: HTTP 500/,
    },
    {
      fault: 'timeout',
      routes: { 'kalimati:np': faults.hang(), 'kalimati:lang': faults.hang() },
      reason: /timed out after 0.25 s; fallback: .*timed out after 0.25 s/,
    },
    {
      fault: 'HTML instead of JSON',
      routes: {
        'kalimati:np': faults.htmlInsteadOfJson(),
        'kalimati:price': faults.htmlInsteadOfJson(),
      },
      reason:
        /but got HTML .*; fallback: Kalimati price page has no #commodityPriceParticular table/,
    },
    {
      fault: 'truncated JSON',
      routes: {
        'kalimati:np': truncated('kalimati/faults/daily-prices-np-truncated.json'),
        'kalimati:price': htmlFile('kalimati/price-no-data.html'),
      },
      reason: /invalid JSON from .*np .*; fallback: Kalimati price table has no rows/,
    },
    {
      fault: 'empty payload',
      routes: {
        'kalimati:np': jsonFile('kalimati/daily-prices-empty.json'),
        'kalimati:price': htmlFile('kalimati/price-no-data.html'),
      },
      reason: /lists no prices for 2025-10-21; fallback: Kalimati price table has no rows/,
    },
    {
      fault: 'a row with min > max',
      routes: {
        'kalimati:np': jsonFile('kalimati/faults/daily-prices-np-min-gt-max.json'),
        'kalimati:en': jsonFile('kalimati/daily-prices-en-2025-10-20.json'),
      },
      reason: /^Kalimati 2025-10-20: "आलु रातो" min 70 is above max 65$/,
    },
  ],
  metals: [
    {
      fault: 'HTTP 500',
      routes: { 'fenegosida:today': faults.serverError() },
      reason: /Dashboard\/today failed: HTTP 500$/,
    },
    {
      fault: 'timeout',
      routes: { 'fenegosida:today': faults.hang() },
      reason: /Dashboard\/today failed: timed out after 0.25 s$/,
    },
    {
      fault: 'HTML instead of JSON',
      routes: { 'fenegosida:today': faults.htmlInsteadOfJson() },
      reason: /expected JSON .* but got HTML/,
    },
    {
      fault: 'truncated JSON',
      routes: { 'fenegosida:today': truncated('fenegosida/faults/today-truncated.json') },
      reason: /invalid JSON from .*Dashboard\/today/,
    },
    {
      fault: 'empty payload',
      routes: { 'fenegosida:today': jsonFile('fenegosida/faults/today-empty.json') },
      reason: /^FENEGOSIDA Dashboard\/today is empty$/,
    },
    {
      fault: 'gold 10 g value ×10',
      routes: { 'fenegosida:today': jsonFile('fenegosida/faults/today-gold-10g-x10.json') },
      reason:
        /^FENEGOSIDA 2026-08-16: gold fine tola\/10 g ratio 0.1166 \(305200\/2616600\) is not ≈1.1664$/,
    },
  ],
  fuel: [
    {
      fault: 'HTTP 500',
      routes: { 'noc:retailprice': faults.serverError() },
      reason: /\/noc\/retailprice failed: HTTP 500$/,
    },
    {
      fault: 'timeout',
      routes: { 'noc:retailprice': faults.hang() },
      reason: /\/noc\/retailprice failed: timed out after 0.25 s$/,
    },
    {
      fault: 'a page without the price table',
      routes: { 'noc:retailprice': faults.htmlInsteadOfJson() },
      reason: /^NOC retail price page has no table with an "Effective Date" heading$/,
    },
    {
      fault: 'a product column missing',
      routes: { 'noc:retailprice': htmlFile('noc/faults/retailprice-missing-kerosene.html') },
      reason: /^NOC retail table has no heading for kerosene/,
    },
    {
      fault: 'a price that is not a number',
      routes: { 'noc:retailprice': htmlFile('noc/faults/retailprice-non-numeric.html') },
      reason: /^NOC 2026-08-16: diesel price "N\/A" is not a number$/,
    },
    {
      fault: 'revisions out of order',
      routes: { 'noc:retailprice': htmlFile('noc/faults/retailprice-out-of-order.html') },
      reason: /^NOC revisions are out of order: 2026-08-02 comes after 2026-07-17$/,
    },
    {
      fault: 'an older page than the stored newest (a stale cache)',
      routes: { 'noc:retailprice': htmlFile('noc/retailprice-offset-10.html') },
      reason: /^NOC's newest revision 2026-03-01 is older than the stored 2026-08-16$/,
    },
  ],
};

const table = (Object.keys(CASES) as SourceId[]).flatMap((source) =>
  CASES[source].map((c) => ({ source, ...c })),
);

describeStores('an upstream fault', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  const upstream = useUpstream();

  it.each(table)(
    '$source: $fault fails the run and leaves the served data unchanged',
    async ({ source, routes, reason }) => {
      const setup = SETUP[source];
      pinClock(setup.seedClock);
      for (const [key, reply] of Object.entries(setup.seed)) upstream().set(key as RouteKey, reply);
      const seeded = await runIngest(source, { fetchPolicy: FAST });
      expect(seeded.status).toBe('ok');

      pinClock(setup.faultClock);
      upstream().reset();
      for (const [key, reply] of Object.entries(routes)) upstream().set(key as RouteKey, reply);
      const before = await call(setup.day, setup.path);
      const countsBefore = await tableCounts();

      const hangs = Object.values(routes).some((reply) => reply.delayMs);
      const outcome = await runIngest(source, { fetchPolicy: hangs ? SHORT_TIMEOUT : FAST });
      expect(outcome.status).toBe('failed');
      expect(outcome.error).toMatch(reason);

      // The API serves exactly what it served before, and the run log tells why the new run failed.
      const after = await call(setup.day, setup.path);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(before.body);
      const countsAfter = await tableCounts();
      expect(countsAfter).toMatchObject({
        forex_rates: countsBefore.forex_rates,
        kalimati_prices: countsBefore.kalimati_prices,
        metal_prices: countsBefore.metal_prices,
        fuel_prices: countsBefore.fuel_prices,
      });
      const sources = (await call(sourcesGet, '/api/v1/sources')).body as {
        sources: { id: string; lastSuccess: unknown; lastAttempt: unknown }[];
      };
      const status = sources.sources.find((s) => s.id === source);
      expect(status?.lastAttempt).toMatchObject({
        status: 'failed',
        error: outcome.error,
        rows: null,
      });
      expect(status?.lastSuccess).toMatchObject({
        status: 'ok',
        startedAt: new Date(setup.seedClock).toISOString(),
        rows: seeded.rows,
      });
    },
  );

  it('records what upstream answered, failed attempts included', async () => {
    pinClock('2026-08-16T06:00:00Z');
    upstream().set('fenegosida:today', faults.serverError());
    const outcome = await runIngest('metals', { fetchPolicy: FAST });
    // Two attempts with the same error page: one row per distinct body, tied to the failed run.
    expect(await listRawResponses('metals')).toEqual([
      {
        url: expect.stringMatching(/\/Dashboard\/today$/),
        status: 500,
        bodySha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        bytes: fixture('common/error-500.html').length,
        fetchedAt: '2026-08-16T06:00:00.000Z',
        runId: outcome.runId,
      },
    ]);
  });
});

describeStores('upstream bodies and redirects', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  const upstream = useUpstream();
  beforeEach(() => pinClock('2026-08-16T06:00:00Z'));

  it('refuses a body over the cap (configurable) without retrying, and stores nothing', async () => {
    const padded =
      JSON.stringify(JSON.parse(fixture('fenegosida/today-2026-08-16.json')), null, 1) +
      ' '.repeat(6 * 1024 * 1024);
    upstream().set('fenegosida:today', { body: padded });
    const outcome = await runIngest('metals', { fetchPolicy: FAST });
    expect(outcome).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(
        /Dashboard\/today failed: body (?:of \d+ bytes )?is over the 4194304-byte cap$/,
      ),
    });
    expect(upstream().requests).toHaveLength(1);
    expect(await tableCounts()).toMatchObject({ metal_prices: 0 });
    // The same answer fits under a larger cap.
    expect(
      (await runIngest('metals', { fetchPolicy: { ...FAST, maxBodyBytes: 8 * 1024 * 1024 } }))
        .status,
    ).toBe('ok');
  });

  it('follows a redirect on the source’s own host, never to another host', async () => {
    const origin = upstream().origin;
    upstream().set('fenegosida:today', {
      status: 302,
      headers: {
        Location: `${origin}/fenegosida/api/website/v1/Dashboard/monthwisehistory?date=2026-08`,
      },
    });
    upstream().set('fenegosida:month', jsonFile('fenegosida/today-2026-08-16.json'));
    expect(await runIngest('metals', { fetchPolicy: FAST })).toMatchObject({
      status: 'ok',
      rows: 4,
    });

    // localhost is the same machine but another host name: refused, not followed.
    const offHost = origin.replace('127.0.0.1', 'localhost');
    upstream().set('fenegosida:today', {
      status: 301,
      headers: { Location: `${offHost}/fenegosida/api/website/v1/Dashboard/monthwisehistory` },
    });
    upstream().requests.splice(0);
    const outcome = await runIngest('metals', { fetchPolicy: FAST });
    expect(outcome).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(
        /failed: redirect to http:\/\/localhost:\d+ leaves http:\/\/127\.0\.0\.1:\d+$/,
      ),
    });
    expect(upstream().requests.map((r) => r.url.pathname)).toEqual([
      '/fenegosida/api/website/v1/Dashboard/today',
    ]);
  });
});
