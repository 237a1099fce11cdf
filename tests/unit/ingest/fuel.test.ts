import { GET as fuelGet } from '@/app/api/v1/fuel/route';
import { GET as fuelHistoryGet } from '@/app/api/v1/fuel/history/route';
import { GET as sourcesGet } from '@/app/api/v1/sources/route';
import { getFuelHistory, listRuns, tableCounts } from '@/lib/db';
import { runCli, runIngest } from '@/lib/ingest';
import { backfillFuel } from '@/lib/ingest/fuel-backfill';
import {
  FAST,
  call,
  describeStores,
  pinClock,
  useCleanEnv,
  useTempStore,
  useUpstream,
} from '../../support/upstream/harness';
import { faults, htmlFile } from '../../support/upstream/upstream-server';

// 11:45 NPT on Sunday 2026-08-16, the day of NOC's newest recorded revision (in force from 24:00).
const NOW = '2026-08-16T06:00:00Z';
const noWait = { sleep: async () => undefined, delayMs: 0, fetchPolicy: FAST };

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) },
  };
}

const storedDates = async () =>
  [...new Set((await getFuelHistory(null)).map((r) => r.date))].sort().reverse();

describeStores('fuel ingestion', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  const upstream = useUpstream();
  beforeEach(() => pinClock(NOW));

  it('stores every revision on NOC’s first page and serves the newest with its change', async () => {
    const outcome = await runIngest('fuel', { fetchPolicy: FAST });
    expect(outcome).toMatchObject({
      status: 'ok',
      dataDate: '2026-08-16',
      rows: 10,
      via: 'retailprice',
      warnings: [],
    });
    expect(upstream().requests.map((r) => r.url.pathname + r.url.search)).toEqual([
      '/noc/retailprice',
    ]);
    expect(await tableCounts()).toMatchObject({ fuel_prices: 60 });
    const today = await call(fuelGet, '/api/v1/fuel');
    expect(today.status).toBe(200);
    expect(today.body).toEqual({
      effectiveDate: '2026-08-16',
      effectiveDateBs: '2083-04-31',
      previousEffectiveDate: '2026-08-02',
      source: { name: 'Nepal Oil Corporation', url: 'https://noc.org.np/retailprice' },
      fetchedAt: NOW.replace('Z', '.000Z'),
      stale: false,
      prices: [
        { product: 'petrol', price: 200, unit: 'litre', currency: 'NPR', change: -2 },
        { product: 'diesel', price: 200, unit: 'litre', currency: 'NPR', change: 0 },
        { product: 'kerosene', price: 200, unit: 'litre', currency: 'NPR', change: 0 },
        { product: 'lpg', price: 2060, unit: 'cylinder-14.2kg', currency: 'NPR', change: 0 },
        { product: 'atf-domestic', price: 249, unit: 'litre', currency: 'NPR', change: -2 },
        {
          product: 'atf-international',
          price: 1697,
          unit: 'kilolitre',
          currency: 'USD',
          change: -8,
        },
      ],
    });
  });

  it('adds only the revisions it lacks, and a later read of the same page adds none', async () => {
    // An earlier read saw the page as it was on 2026-07-01 (the newest revision then 2026-06-30).
    pinClock('2026-07-01T06:00:00Z');
    const early = await call(fuelGet, '/api/v1/fuel');
    expect(early.status).toBe(404);
    const september = htmlFile('noc/retailprice.html');
    upstream().set('noc:retailprice', {
      ...september,
      body: (september.body as string).replace(
        /<tr><td>1<\/td>[\s\S]*?<tr><td>4<\/td>/,
        '<tr><td>4</td>',
      ),
    });
    expect(await runIngest('fuel', { fetchPolicy: FAST })).toMatchObject({
      status: 'ok',
      dataDate: '2026-06-30',
      rows: 7,
    });
    upstream().reset();
    pinClock(NOW);
    expect(await runIngest('fuel', { fetchPolicy: FAST })).toMatchObject({ status: 'ok', rows: 3 });
    expect(await runIngest('fuel', { fetchPolicy: FAST })).toMatchObject({ status: 'ok', rows: 0 });
    expect(await tableCounts()).toMatchObject({ fuel_prices: 60 });
  });

  it.each([
    ['a missing column', 'noc/faults/retailprice-missing-kerosene.html', /no heading for kerosene/],
    [
      'a non-numeric price',
      'noc/faults/retailprice-non-numeric.html',
      /diesel price "N\/A" is not a number/,
    ],
    ['revisions out of order', 'noc/faults/retailprice-out-of-order.html', /out of order/],
    [
      'an older page than the stored one',
      'noc/retailprice-offset-10.html',
      /newest revision 2026-03-01 is older than the stored 2026-08-16/,
    ],
    ['HTTP 500', null, /retailprice failed: HTTP 500$/],
  ])(
    'refuses %s with the reason logged, leaving the stored prices as they were',
    async (_, file, why) => {
      expect((await runIngest('fuel', { fetchPolicy: FAST })).status).toBe('ok');
      const before = await call(fuelGet, '/api/v1/fuel');
      const counts = await tableCounts();
      upstream().set('noc:retailprice', file ? htmlFile(file) : faults.serverError());
      const outcome = await runIngest('fuel', { fetchPolicy: FAST });
      expect(outcome.status).toBe('failed');
      expect(outcome.error).toMatch(why);
      expect((await listRuns('fuel', 1))[0]).toMatchObject({
        status: 'failed',
        error: outcome.error,
      });
      expect((await call(fuelGet, '/api/v1/fuel')).body).toEqual(before.body);
      expect((await tableCounts()).fuel_prices).toBe(counts.fuel_prices);
    },
  );

  it('stores a page with a row whose calendars disagree without that row, and says so', async () => {
    upstream().set('noc:retailprice', htmlFile('noc/faults/retailprice-date-mismatch.html'));
    const outcome = await runIngest('fuel', { fetchPolicy: FAST });
    expect(outcome).toMatchObject({ status: 'ok', dataDate: '2026-08-02', rows: 9 });
    expect(outcome.warnings).toEqual([
      'row refused: date "2083.04.31(2026.08.15)": BS 2083-04-31 is AD 2026-08-16, not 2026-08-15',
    ]);
  });

  it('is stale once NOC’s table has not been read for over a day, and fresh again after a read', async () => {
    await runIngest('fuel', { fetchPolicy: FAST });
    pinClock('2026-08-18T06:00:00Z');
    expect((await call(fuelGet, '/api/v1/fuel')).body).toMatchObject({ stale: true });
    const sources = (await call(sourcesGet, '/api/v1/sources')).body as {
      sources: { id: string; latestDate: string; stale: boolean }[];
    };
    expect(sources.sources.find((s) => s.id === 'fuel')).toMatchObject({
      latestDate: '2026-08-16',
      stale: true,
    });
    expect(await runIngest('fuel', { fetchPolicy: FAST })).toMatchObject({ rows: 0 });
    expect((await call(fuelGet, '/api/v1/fuel')).body).toMatchObject({
      stale: false,
      fetchedAt: '2026-08-18T06:00:00.000Z',
    });
  });
});

describeStores('fuel backfill', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  const upstream = useUpstream();
  beforeEach(() => pinClock(NOW));

  it('walks the archive page by page with progress, and a second walk stores nothing twice', async () => {
    const lines: string[] = [];
    const first = await backfillFuel({ ...noWait, progress: (line) => lines.push(line) });
    expect(first).toMatchObject({ pages: 3, revisions: 22, stored: 22, skipped: 0, error: null });
    expect(lines).toEqual([
      'fuel page 1/3 (offset 0): 10 revisions, 10 new',
      'fuel page 2/3 (offset 10): 10 revisions, 10 new',
      'fuel page 3/3 (offset 20): 2 revisions, 2 new',
    ]);
    expect(upstream().requests.map((r) => r.url.search)).toEqual([
      '',
      '?offset=10&max=10',
      '?offset=20&max=10',
    ]);
    const counts = await tableCounts();
    expect(counts.fuel_prices).toBe(22 * 6);

    const second = await backfillFuel(noWait);
    expect(second).toMatchObject({ pages: 3, revisions: 22, stored: 0, skipped: 22 });
    expect((await tableCounts()).fuel_prices).toBe(22 * 6);
    const dates = await storedDates();
    expect(dates).toHaveLength(22);
    expect(dates.at(-1)).toBe('2022-09-01');
  });

  it('skips a page that fails its checks and goes on; stops, resumable, when NOC is down', async () => {
    upstream().set('noc:retailprice', (request) =>
      request.url.searchParams.get('offset') === '10'
        ? htmlFile('noc/faults/retailprice-non-numeric.html')
        : request.url.searchParams.get('offset') === '20'
          ? faults.serverError()
          : htmlFile('noc/retailprice.html'),
    );
    const broken = await backfillFuel(noWait);
    expect(broken.stored).toBe(10);
    expect(broken.refusals).toEqual([
      'offset 10: NOC 2026-08-16: diesel price "N/A" is not a number',
    ]);
    expect(broken.error).toMatch(/offset=20&max=10 failed: HTTP 500; run the same command again/);
    upstream().reset();
    expect(await backfillFuel(noWait)).toMatchObject({ stored: 12, skipped: 10, error: null });
  });

  it('runs from the CLI as "fuel --backfill", refusing other sources and --from', async () => {
    const ok = capture();
    expect(
      await runCli(['fuel', '--backfill', '--delay-ms', '0'], ok.io, { fetchPolicy: FAST }),
    ).toBe(0);
    expect(ok.out.slice(0, 3)).toEqual([
      'fuel page 1/3 (offset 0): 10 revisions, 10 new',
      'fuel page 2/3 (offset 10): 10 revisions, 10 new',
      'fuel page 3/3 (offset 20): 2 revisions, 2 new',
    ]);
    expect(ok.out[3]).toMatch(
      /^fuel +backfill: 3 pages, 22 revisions, 22 stored, 0 already stored, 0 refused in \d+\.\d s$/,
    );
    for (const args of [
      ['forex', '--backfill'],
      ['fuel', '--backfill', '--from', '2026-01-01'],
      ['fuel', '--from', '2026-01-01'],
      ['fuel', '--backfill', '--delay-ms', 'soon'],
    ]) {
      const bad = capture();
      expect(await runCli(args, bad.io)).toBe(2);
      expect(bad.err[0]).toMatch(/fuel|--backfill|delay/);
    }
  });
});

describeStores('fuel history API', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  useUpstream();
  beforeEach(async () => {
    pinClock(NOW);
    await backfillFuel(noWait);
  });

  it('lists every revision of a product, oldest first, within from and to', async () => {
    const all = await call(fuelHistoryGet, '/api/v1/fuel/history?product=petrol');
    const body = all.body as { revisions: { effectiveDate: string; price: number }[] };
    expect(body.revisions).toHaveLength(22);
    expect(body.revisions[0]).toEqual({
      effectiveDate: '2022-09-01',
      effectiveDateBs: '2079-05-16',
      product: 'petrol',
      price: 181,
      unit: 'litre',
      currency: 'NPR',
    });
    const range = await call(
      fuelHistoryGet,
      '/api/v1/fuel/history?product=lpg&from=2026-06-01&to=2026-08-02',
    );
    expect(range.body).toMatchObject({ product: 'lpg', from: '2026-06-01', to: '2026-08-02' });
    expect(
      (range.body as { revisions: { effectiveDate: string }[] }).revisions.map(
        (r) => r.effectiveDate,
      ),
    ).toEqual(['2026-06-01', '2026-06-15', '2026-06-30', '2026-07-17', '2026-08-02']);
    const every = await call(fuelHistoryGet, '/api/v1/fuel/history');
    expect((every.body as { revisions: unknown[] }).revisions).toHaveLength(22 * 6);
  });

  it('answers CSV with both calendars', async () => {
    const csv = await call(
      fuelHistoryGet,
      '/api/v1/fuel/history?product=diesel&format=csv&from=2026-08-01',
    );
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="fuel_diesel_2026-08-01_latest.csv"',
    );
    expect(csv.text).toBe(
      '\uFEFFeffective_date,effective_date_bs,product,price,unit,currency\r\n' +
        '2026-08-02,2083-04-17,diesel,200,litre,NPR\r\n' +
        '2026-08-16,2083-04-31,diesel,200,litre,NPR\r\n',
    );
  });

  it.each([
    ['?product=petrol-95', 'invalid_query', /'product' must be one of petrol, diesel/],
    ['?from=2026-02-30', 'invalid_date', /not a real calendar date/],
    ['?to=2044-04-14', 'out_of_range', /'to' is outside the supported range/],
    ['?format=xml', 'invalid_query', /'format' must be json or csv/],
    ['?from=2026-11-02&to=2026-11-01', 'invalid_range', /'from' \(2026-11-02\) is after 'to'/],
  ])('answers 400 JSON for %s', async (query, code, message) => {
    const bad = await call(fuelHistoryGet, `/api/v1/fuel/history${query}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code, message: expect.stringMatching(message) } });
  });
});
