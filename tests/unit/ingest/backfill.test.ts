import { GET as vegetablesGet } from '@/app/api/v1/vegetables/route';
import { backfillNotes, getForexDay, getMetalDay, tableCounts } from '@/lib/db';
import { runCli } from '@/lib/ingest';
import { parseBackfillArgs } from '@/lib/ingest/backfill-cli';
import {
  FAST,
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
  nrbRates,
  type UpstreamRequest,
} from '../../support/upstream/upstream-server';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) },
  };
}

describe('backfill arguments', () => {
  beforeEach(() => pinClock('2026-04-02T06:00:00Z'));
  afterEach(() => delete process.env.APP_NOW);

  it('reads --from, --to and --delay-ms, defaulting --to to Nepal today and the delay to 1 s', () => {
    expect(parseBackfillArgs(['forex'])).toBeNull();
    expect(parseBackfillArgs(['forex', '--from', '2026-03-01'], {})).toEqual({
      sources: ['forex'],
      from: '2026-03-01',
      to: '2026-04-02',
      delayMs: 1000,
    });
    expect(
      parseBackfillArgs(
        ['--from=2025-01-01', '--to=2025-12-31', '--delay-ms', '2500', 'metals'],
        {},
      ),
    ).toEqual({ sources: ['metals'], from: '2025-01-01', to: '2025-12-31', delayMs: 2500 });
    expect(
      parseBackfillArgs(['forex', '--from', '2025-01-01'], { INGEST_BACKFILL_DELAY_MS: '1500' }),
    ).toMatchObject({ delayMs: 1500 });
  });

  it.each([
    [['--from', '2026-02-30'], '--from "2026-02-30" is not a date (YYYY-MM-DD)'],
    [['--from', '2026-03-02', '--to', '2026-03-01'], '--from 2026-03-02 is after --to 2026-03-01'],
    [
      ['--from', '2026-05-01', '--to', '2026-05-02'],
      '--from 2026-05-01 is in the future (Nepal today is 2026-04-02)',
    ],
    [['--to', '2026-03-01'], '--to and --delay-ms need --from'],
    [
      ['--from', '2026-03-01', '--delay-ms', 'soon'],
      '--delay-ms "soon" is not a whole number of milliseconds (0–600000)',
    ],
    [['--from'], '--from needs a value'],
    [['--since', '2026-03-01'], 'unknown option "--since"'],
  ])('refuses %j', async (args, message) => {
    expect(parseBackfillArgs(['forex', ...args], {})).toEqual({ error: message });
    const { err, io } = capture();
    expect(await runCli(['forex', ...args], io)).toBe(2);
    expect(err[0]).toMatch(
      new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\nusage: npm run ingest`),
    );
  });
});

describeStores('npm run ingest -- <source> --from … --to …', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  const upstream = useUpstream();
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  beforeEach(() => sleeps.splice(0));

  it('forex: follows /rates pagination, waits between requests, stores every day checked, then resumes with nothing to do', async () => {
    pinClock('2026-04-02T06:00:00Z');
    // NRB answering 4 days a page: nine days take three pages.
    upstream().set('nrb:rates', (request: UpstreamRequest) => nrbRates(request, 4));
    const first = capture();
    expect(
      await runCli(['forex', '--from', '2026-03-25', '--to', '2026-04-02'], first.io, {
        fetchPolicy: FAST,
        sleep,
      }),
    ).toBe(0);
    expect(upstream().requests.map((r) => r.url.search)).toEqual(
      [1, 2, 3].map((page) => `?from=2026-03-25&to=2026-04-02&page=${page}&per_page=100`),
    );
    expect(sleeps).toEqual([1000, 1000]);
    expect(first.out).toEqual([
      'forex      9/9 days  2026-03-25…2026-04-02',
      expect.stringMatching(
        /^forex {6}backfill 2026-03-25…2026-04-02: 9 stored, 0 skipped, 0 refused, 0 without data; 3 requests in \d+\.\d s$/,
      ),
    ]);
    expect((await getForexDay('2026-03-25'))?.rates.find((r) => r.iso3 === 'USD')).toMatchObject({
      buy: 150.38,
      sell: 150.98,
    });
    expect(first.err).toEqual([
      'pages not revalidated: REVALIDATE_SECRET is not set; they refresh on their time-based revalidate',
    ]);

    upstream().requests.splice(0);
    const again = capture();
    expect(
      await runCli(['forex', '--from', '2026-03-25', '--to', '2026-04-02'], again.io, {
        fetchPolicy: FAST,
        sleep,
      }),
    ).toBe(0);
    expect(again.out.at(-1)).toMatch(
      /: 0 stored, 9 skipped, 0 refused, 0 without data; 0 requests in/,
    );
    expect(upstream().requests).toEqual([]);
  });

  it('metals: month by month, days without a quote noted, a bad day refused, and an interrupted run resumed', async () => {
    pinClock('2026-08-16T06:00:00Z');
    // 29 July quotes gold per 10 g ten times too high: that day is refused, its neighbours are not.
    const july = (
      JSON.parse(fixture('fenegosida/monthwisehistory-2026-07.json')) as {
        todayDate: string;
        rateType: string;
        baseRatePerGram: number;
      }[]
    ).map((r) =>
      r.todayDate.startsWith('2026-07-29') && r.rateType.includes('सुन (१० ग्राम)')
        ? { ...r, baseRatePerGram: r.baseRatePerGram * 10 }
        : r,
    );
    upstream().set('fenegosida:month', ({ url }) =>
      url.searchParams.get('date') === '2026-07'
        ? { body: JSON.stringify(july) }
        : faults.serverError(),
    );
    const cut = capture();
    expect(
      await runCli(
        ['metals', '--from', '2026-07-27', '--to', '2026-08-16', '--delay-ms', '0'],
        cut.io,
        { fetchPolicy: FAST, sleep },
      ),
    ).toBe(1);
    expect(cut.out).toEqual([
      'metals      5/21 days  2026-07',
      expect.stringMatching(
        /^metals {5}backfill 2026-07-27…2026-08-16: 4 stored, 0 skipped, 1 refused, 0 without data; 2 requests in \d+\.\d s; stopped: GET .*monthwisehistory\?date=2026-08 failed: HTTP 500; run the same command again to resume$/,
      ),
      '  refused 2026-07-29: FENEGOSIDA 2026-07-29: gold fine tola/10 g ratio 0.1166 (297174/2547850) is not ≈1.1664',
    ]);
    expect(sleeps).toEqual([]);

    // Resumed: July's stored days are skipped, the refused one is asked again, August is filled in.
    upstream().reset();
    upstream().requests.splice(0);
    const resumed = capture();
    expect(
      await runCli(['metals', '--from', '2026-07-27', '--to', '2026-08-16'], resumed.io, {
        fetchPolicy: FAST,
        sleep,
      }),
    ).toBe(0);
    expect(upstream().requests.map((r) => r.url.searchParams.get('date'))).toEqual([
      '2026-07',
      '2026-08',
    ]);
    expect(resumed.out.at(-1)).toMatch(
      /: 7 stored, 4 skipped, 0 refused, 10 without data; 2 requests/,
    );
    expect((await getMetalDay('2026-08-09'))?.previousDate).toBe('2026-07-31');
    expect((await backfillNotes('metals', '2026-07-01', '2026-08-31')).get('2026-08-15')).toBe(
      'none',
    );
    expect(await tableCounts()).toMatchObject({ metal_prices: 11 * 4, ingest_runs: 0 });

    // A third run asks nothing: days without a quote are remembered.
    upstream().requests.splice(0);
    const third = capture();
    await runCli(['metals', '--from', '2026-07-27', '--to', '2026-08-16'], third.io, {
      fetchPolicy: FAST,
      sleep,
    });
    expect(upstream().requests).toEqual([]);
    expect(third.out.at(-1)).toMatch(/: 0 stored, 21 skipped/);
  });

  it('vegetables: the /price date form with the session’s token, one day per request, the BS heading checked', async () => {
    pinClock('2025-10-19T06:00:00Z');
    const { out, io } = capture();
    expect(
      await runCli(['vegetables', '--from', '2025-10-16', '--to', '2025-10-18'], io, {
        fetchPolicy: FAST,
        sleep,
      }),
    ).toBe(0);
    const posts = upstream().requests.filter((r) => r.method === 'POST');
    expect(upstream().requests[0]).toMatchObject({ method: 'GET' });
    expect(posts.map((r) => new URLSearchParams(r.body).get('datePricing'))).toEqual([
      '2025-10-16',
      '2025-10-17',
      '2025-10-18',
    ]);
    expect(posts.map((r) => [new URLSearchParams(r.body).get('_token'), r.headers.cookie])).toEqual(
      posts.map(() => [
        '5Jq0mVb1R2dS3xKcZp8yWq7nT4eLhA6uFg9oIiCj',
        'kalimati_fruits_and_vegetable_market_development_board_session=lang-np',
      ]),
    );
    expect(sleeps).toEqual([1000, 1000, 1000]);
    expect(out.at(-1)).toMatch(
      /^vegetables backfill 2025-10-16…2025-10-18: 2 stored, 0 skipped, 0 refused, 1 without data; 4 requests/,
    );
    const day = (await call(vegetablesGet, '/api/v1/vegetables?date=2025-10-18')).body as {
      previousDate: string;
      items: { name: string; avg: number; change: number }[];
    };
    expect(day.previousDate).toBe('2025-10-17');
    expect(day.items.find((i) => i.name === 'Potato Red')).toMatchObject({ avg: 63.2, change: 1 });
  });

  it('vegetables: refuses a page for another date than the one asked for', async () => {
    pinClock('2025-10-19T06:00:00Z');
    // A site that ignores the date and shows its latest day.
    upstream().set('kalimati:price', htmlFile('kalimati/price-np-2025-10-19.html'));
    const { out, io } = capture();
    await runCli(
      ['vegetables', '--from', '2025-10-18', '--to', '2025-10-18', '--delay-ms', '0'],
      io,
      { fetchPolicy: FAST, sleep },
    );
    expect(out.slice(-2)).toEqual([
      expect.stringMatching(/: 0 stored, 0 skipped, 1 refused, 0 without data/),
      '  refused 2025-10-18: Kalimati /price for 2025-10-18 shows "दैनिक मूल्य जानकारी - २०८२ कार्तिक ०२"',
    ]);
    expect(await tableCounts()).toMatchObject({ kalimati_prices: 0, backfill_days: 1 });
  });
});
