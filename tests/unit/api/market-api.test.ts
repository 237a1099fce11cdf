import { GET as historyForex, OPTIONS } from '@/app/api/v1/forex/history/route';
import { GET as forexGet } from '@/app/api/v1/forex/route';
import { GET as historyMetals } from '@/app/api/v1/metals/history/route';
import { GET as metalsGet } from '@/app/api/v1/metals/route';
import { GET as sourcesGet } from '@/app/api/v1/sources/route';
import { GET as historyVegetables } from '@/app/api/v1/vegetables/history/route';
import { GET as vegetablesGet } from '@/app/api/v1/vegetables/route';
import { runIngest } from '@/lib/ingest';
import {
  FAST,
  call,
  describeStores,
  pinClock,
  useCleanEnv,
  useSeededStore,
  useTempStore,
  useUpstream,
} from '../../support/upstream/harness';
import { jsonFile } from '../../support/upstream/upstream-server';
import type { UpstreamServer } from '../../support/upstream/upstream-server';

async function seed(upstream: UpstreamServer): Promise<void> {
  pinClock('2026-04-02T06:00:00Z');
  expect((await runIngest('forex', { fetchPolicy: FAST })).status).toBe('ok');
  pinClock('2026-08-14T06:00:00Z');
  upstream.set('fenegosida:today', jsonFile('fenegosida/today-2026-08-14.json'));
  expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
  expect((await runIngest('vegetables', { fetchPolicy: FAST })).status).toBe('ok');
  pinClock('2026-08-16T06:00:00Z');
  upstream.reset();
  upstream.set('kalimati:np', jsonFile('kalimati/daily-prices-np-2025-10-20.json'));
  upstream.set('kalimati:en', jsonFile('kalimati/daily-prices-en-2025-10-20.json'));
  expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
  expect((await runIngest('vegetables', { fetchPolicy: FAST })).status).toBe('ok');
  upstream.reset();
}

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

describeStores('market API routes', (kind) => {
  useCleanEnv();
  const store = useTempStore(kind);
  const upstream = useUpstream();

  describe('on an empty store', () => {
    it.each([
      [forexGet, '/api/v1/forex', 'No NRB rates are stored yet'],
      [vegetablesGet, '/api/v1/vegetables', 'No Kalimati prices are stored yet'],
      [metalsGet, '/api/v1/metals', 'No FENEGOSIDA prices are stored yet'],
      [
        historyForex,
        '/api/v1/forex/history?currency=USD',
        'No NRB rates are stored for currency USD',
      ],
    ] as const)('%#: answers 404 with the error envelope', async (handler, path, message) => {
      const response = await call(handler, path);
      expect(response.status).toBe(404);
      expect(errorOf(response.body)).toEqual({ code: 'not_found', message });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('reports every source as never run and stale', async () => {
      pinClock('2026-08-16T06:00:00Z');
      const body = (await call(sourcesGet, '/api/v1/sources')).body as { sources: unknown[] };
      expect(body.sources).toEqual(
        ['forex', 'vegetables', 'metals', 'fuel'].map((id) =>
          expect.objectContaining({
            id,
            latestDate: null,
            stale: true,
            lastSuccess: null,
            lastAttempt: null,
          }),
        ),
      );
    });
  });

  describe('with stored data', () => {
    useSeededStore(store, upstream, seed);
    beforeEach(() => pinClock('2026-04-02T06:00:00Z'));

    it('serves the newest forex day in NRB’s order, with units and mid rates', async () => {
      const { status, headers, body } = await call(forexGet, '/api/v1/forex');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toMatch(/s-maxage=300/);
      const day = body as {
        date: string;
        source: unknown;
        fetchedAt: string;
        stale: boolean;
        rates: { currency: string }[];
      };
      expect(day).toMatchObject({
        date: '2026-04-02',
        source: { name: 'Nepal Rastra Bank', url: 'https://www.nrb.org.np/forex/' },
        publishedOn: '2026-04-02 00:00:09',
        stale: false,
      });
      expect(day.fetchedAt).toBe('2026-04-02T06:00:00.000Z');
      expect(day.rates).toHaveLength(22);
      expect(day.rates.slice(0, 2)).toEqual([
        { currency: 'INR', name: 'Indian Rupee', unit: 100, buy: 160, sell: 160.15, mid: 160.075 },
        { currency: 'USD', name: 'U.S. Dollar', unit: 1, buy: 151.76, sell: 152.36, mid: 152.06 },
      ]);
      const first = (await call(forexGet, '/api/v1/forex?date=2026-04-01')).body as {
        rates: Record<string, unknown>[];
      };
      expect(first.rates.find((r) => r.currency === 'JPY')).toEqual({
        currency: 'JPY',
        name: 'Japanese Yen',
        unit: 10,
        buy: 9.49,
        sell: 9.53,
        mid: 9.51,
      });
      expect(first.rates.find((r) => r.currency === 'KWD')).toMatchObject({
        name: 'Kuwaity Dinar',
      });
    });

    it.each([
      ['?date=2026-02-30', 400, 'invalid_date', "'date' is not a real calendar date"],
      ['?date=01-04-2026', 400, 'invalid_date', "'date' must be YYYY-MM-DD"],
      ['?date=today', 400, 'invalid_date', "'date' must be YYYY-MM-DD"],
      ['?date=2026-04-03', 404, 'not_found', 'No NRB rates are stored for 2026-04-03'],
      ['?date=1913-04-13', 404, 'not_found', 'No NRB rates are stored for 1913-04-13'],
      ['?date=1900-01-01', 400, 'out_of_range', "'date' is outside the supported range"],
    ])('forex %s answers %i', async (query, status, code, message) => {
      const response = await call(forexGet, `/api/v1/forex${query}`);
      expect(response.status).toBe(status);
      expect(errorOf(response.body).code).toBe(code);
      expect(errorOf(response.body).message).toContain(message);
    });

    it('treats an empty parameter as absent', async () => {
      expect((await call(forexGet, '/api/v1/forex?date=')).status).toBe(200);
    });

    it('serves a currency’s history as JSON and as a CSV download', async () => {
      const json = await call(
        historyForex,
        '/api/v1/forex/history?currency=usd&from=2026-03-01&to=2026-04-30',
      );
      expect(json.body).toEqual({
        currency: 'USD',
        name: 'U.S. Dollar',
        unit: 1,
        from: '2026-03-01',
        to: '2026-04-30',
        points: [
          { date: '2026-04-01', buy: 151.44, sell: 152.04 },
          { date: '2026-04-02', buy: 151.76, sell: 152.36 },
        ],
      });
      const csv = await call(
        historyForex,
        '/api/v1/forex/history?currency=JPY&from=2026-04-01&to=2026-04-02&format=csv',
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(
        'attachment; filename="forex_JPY_2026-04-01_2026-04-02.csv"',
      );
      expect(csv.text).toBe(
        '\uFEFFdate,currency,unit,buy,sell\r\n2026-04-01,JPY,10,9.49,9.53\r\n2026-04-02,JPY,10,9.51,9.55\r\n',
      );
      // Without a range: the year up to today in Nepal.
      const year = (await call(historyForex, '/api/v1/forex/history?currency=USD')).body as {
        from: string;
        to: string;
      };
      expect(year).toMatchObject({ from: '2025-04-03', to: '2026-04-02' });
    });

    it.each([
      ['', 400, 'invalid_query', "'currency' is required"],
      ['?currency=US1', 400, 'invalid_query', "'currency' must be a 3-letter ISO 4217 code"],
      ['?currency=USD&format=xml', 400, 'invalid_query', "'format' must be json or csv"],
      [
        '?currency=USD&from=2026-04-02&to=2026-04-01',
        400,
        'invalid_range',
        "'from' (2026-04-02) is after 'to' (2026-04-01)",
      ],
      [
        '?currency=USD&from=2020-01-01&to=2026-04-01',
        400,
        'invalid_range',
        'at most 1098 (3 years) per request',
      ],
      ['?currency=USD&from=2019-01-01', 400, 'invalid_range', 'spans'],
      ['?currency=XYZ', 404, 'not_found', 'No NRB rates are stored for currency XYZ'],
    ])('forex history %s answers %i', async (query, status, code, message) => {
      const response = await call(historyForex, `/api/v1/forex/history${query}`);
      expect(response.status).toBe(status);
      expect(errorOf(response.body)).toMatchObject({
        code,
        message: expect.stringContaining(message),
      });
    });

    it('serves the vegetable list with English and Nepali names and normalised units', async () => {
      pinClock('2026-08-16T06:00:00Z');
      const body = (await call(vegetablesGet, '/api/v1/vegetables?date=2025-10-19')).body as {
        source: { name: string };
        previousDate: string | null;
        items: Record<string, unknown>[];
      };
      expect(body.source.name).toMatch(/^Kalimati/);
      expect(body.previousDate).toBeNull();
      expect(body.items).toHaveLength(68);
      expect(body.items.find((i) => i.name === 'Banana')).toEqual({
        name: 'Banana',
        nameNe: 'केरा',
        unit: 'dozen',
        unitLabel: 'दर्जन',
        min: 120,
        max: 130,
        avg: 125,
        change: null,
      });
      expect(body.items.find((i) => i.name === 'Pineapple')).toMatchObject({
        unit: 'piece',
        unitLabel: 'प्रति गोटा',
      });
      expect(body.items.find((i) => i.name === 'Amaranth Leaf')).toMatchObject({
        unit: 'other',
        unitLabel: 'मुठा',
      });
      expect(
        new Set(
          body.items
            .filter((i) => /Tomato|Potato|Cowpea|Brinjal/.test(String(i.name)))
            .map((i) => i.unit),
        ),
      ).toEqual(new Set(['kg']));
    });

    it('serves a commodity’s history by English (any case) or Nepali name', async () => {
      const points = [
        { date: '2025-10-19', min: 63, max: 65, avg: 64.2 },
        { date: '2025-10-20', min: 63, max: 65, avg: 64.2 },
      ];
      const byEnglish = await call(
        historyVegetables,
        '/api/v1/vegetables/history?commodity=potato%20red&from=2025-10-01&to=2025-10-31',
      );
      expect(byEnglish.body).toEqual({
        name: 'Potato Red',
        nameNe: 'आलु रातो',
        unit: 'kg',
        from: '2025-10-01',
        to: '2025-10-31',
        points,
      });
      const byNepali = await call(
        historyVegetables,
        `/api/v1/vegetables/history?commodity=${encodeURIComponent('आलु रातो')}&from=2025-10-01&to=2025-10-31&format=csv`,
      );
      expect(byNepali.headers.get('content-disposition')).toBe(
        'attachment; filename="vegetables_Potato-Red_2025-10-01_2025-10-31.csv"',
      );
      expect(byNepali.text.split('\r\n').slice(0, 2)).toEqual([
        '\uFEFFdate,name,name_ne,unit,min,max,avg',
        '2025-10-19,Potato Red,आलु रातो,kg,63,65,64.2',
      ]);
      const unknown = await call(historyVegetables, '/api/v1/vegetables/history?commodity=Durian');
      expect(unknown.status).toBe(404);
      expect((await call(historyVegetables, '/api/v1/vegetables/history')).status).toBe(400);
    });

    it('serves metal history per series and refuses impossible series', async () => {
      const gold = await call(
        historyMetals,
        '/api/v1/metals/history?metal=gold&from=2026-08-01&to=2026-08-31',
      );
      expect(gold.body).toEqual({
        metal: 'gold',
        grade: 'fine',
        unit: 'tola',
        from: '2026-08-01',
        to: '2026-08-31',
        points: [
          { date: '2026-08-14', price: 301600 },
          { date: '2026-08-16', price: 305200 },
        ],
      });
      const silver = await call(
        historyMetals,
        '/api/v1/metals/history?metal=silver&unit=10g&from=2026-08-01&to=2026-08-31&format=csv',
      );
      expect(silver.text).toBe(
        '\uFEFFdate,metal,grade,unit,price\r\n2026-08-14,silver,standard,10g,3995\r\n2026-08-16,silver,standard,10g,4038\r\n',
      );
      expect(silver.headers.get('content-disposition')).toMatch(
        /filename="metals_silver_standard_10g_2026-08-01_2026-08-31.csv"/,
      );
      const tejabi = await call(historyMetals, '/api/v1/metals/history?metal=gold&grade=tejabi');
      expect(tejabi.status).toBe(404);
      expect(errorOf(tejabi.body).message).toBe(
        'No FENEGOSIDA prices are stored for tejabi gold per tola',
      );
      const wrong = await call(historyMetals, '/api/v1/metals/history?metal=silver&grade=fine');
      expect(wrong.status).toBe(400);
      expect((await call(historyMetals, '/api/v1/metals/history?metal=platinum')).status).toBe(400);
    });

    it('answers CORS preflight', () => {
      const response = OPTIONS();
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    });
  });

  describe('freshness', () => {
    useSeededStore(store, upstream, seed);

    const staleAt = async (iso: string) => {
      pinClock(iso);
      const body = (await call(sourcesGet, '/api/v1/sources')).body as {
        sources: { id: string; stale: boolean; expectedDate: string }[];
      };
      return Object.fromEntries(body.sources.map((s) => [s.id, [s.stale, s.expectedDate]]));
    };

    it('flags forex stale once today’s NRB rates should be in (02:00 NPT) and are not', async () => {
      // Stored: 2026-04-02. 01:45 NPT on the 3rd: the 3rd is not expected yet.
      expect((await staleAt('2026-04-02T20:00:00Z')).forex).toEqual([false, '2026-04-02']);
      expect((await staleAt('2026-04-02T20:30:00Z')).forex).toEqual([true, '2026-04-03']);
      expect(((await call(forexGet, '/api/v1/forex')).body as { stale: boolean }).stale).toBe(true);
    });

    it('does not expect FENEGOSIDA prices on a Saturday', async () => {
      // Stored: Sunday 2026-08-16. Saturday 2026-08-22 14:00 NPT expects Friday the 21st.
      expect((await staleAt('2026-08-16T08:15:00Z')).metals).toEqual([false, '2026-08-16']);
      expect((await staleAt('2026-08-17T06:00:00Z')).metals).toEqual([false, '2026-08-16']);
      expect((await staleAt('2026-08-17T08:15:00Z')).metals).toEqual([true, '2026-08-17']);
      expect((await staleAt('2026-08-22T08:15:00Z')).metals).toEqual([true, '2026-08-21']);
    });

    it('reports the last successful and the last attempted run of each source', async () => {
      pinClock('2026-08-16T07:00:00Z');
      upstream().set('fenegosida:today', {
        status: 503,
        body: 'Service Unavailable',
        contentType: 'text/plain',
      });
      await runIngest('metals', { fetchPolicy: FAST });
      const body = (await call(sourcesGet, '/api/v1/sources')).body as {
        sources: Record<string, unknown>[];
      };
      const metals = body.sources.find((s) => s.id === 'metals');
      expect(metals).toMatchObject({
        latestDate: '2026-08-16',
        stale: false,
        lastSuccess: {
          status: 'ok',
          startedAt: '2026-08-16T06:00:00.000Z',
          dataDate: '2026-08-16',
          rows: 4,
          error: null,
        },
        lastAttempt: {
          status: 'failed',
          startedAt: '2026-08-16T07:00:00.000Z',
          dataDate: null,
          error: expect.stringMatching(/HTTP 503$/),
        },
      });
      const vegetables = body.sources.find((s) => s.id === 'vegetables');
      expect(vegetables).toMatchObject({
        latestDate: '2025-10-20',
        stale: true,
        lastAttempt: { status: 'ok', warnings: ['units mapped to "other": मुठा'] },
      });
    });
  });

  it('answers 503, never 500, when the store cannot be opened', async () => {
    // A file under a file, or a port nothing listens on: either fails at once.
    process.env.DATABASE_URL =
      kind === 'sqlite' ? 'file:/dev/null/site.db' : 'postgres://postgres@127.0.0.1:1/market';
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const [handler, path] of [
        [forexGet, '/api/v1/forex'],
        [vegetablesGet, '/api/v1/vegetables'],
        [metalsGet, '/api/v1/metals'],
        [sourcesGet, '/api/v1/sources'],
        [historyMetals, '/api/v1/metals/history?metal=gold'],
      ] as const) {
        const response = await call(handler, path);
        expect(response.status).toBe(503);
        expect(errorOf(response.body).code).toBe('store_unavailable');
        expect(response.headers.get('retry-after')).toBe('30');
      }
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
