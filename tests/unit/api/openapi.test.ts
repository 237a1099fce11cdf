import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { GET as calendarFeed } from '@/app/api/v1/calendar.ics/route';
import { GET as calendarMonth } from '@/app/api/v1/calendar/[year]/[month]/route';
import { GET as yearEvents } from '@/app/api/v1/calendar/[year]/events/route';
import { GET as yearFile } from '@/app/api/v1/calendar/[year]/route';
import { GET as convert } from '@/app/api/v1/convert/route';
import { GET as forexHistory } from '@/app/api/v1/forex/history/route';
import { GET as forex } from '@/app/api/v1/forex/route';
import { GET as metalsHistory } from '@/app/api/v1/metals/history/route';
import { GET as metals } from '@/app/api/v1/metals/route';
import * as openApiRoute from '@/app/api/v1/openapi.json/route';
import { GET as panchang } from '@/app/api/v1/panchang/route';
import { GET as sources } from '@/app/api/v1/sources/route';
import { GET as today } from '@/app/api/v1/today/route';
import { GET as vegetablesHistory } from '@/app/api/v1/vegetables/history/route';
import { GET as vegetables } from '@/app/api/v1/vegetables/route';
import {
  API_ENDPOINTS,
  cacheControlFor,
  openApiDocument,
  type ApiEndpoint,
  type JsonObject,
} from '@/lib/api/openapi';
import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { runIngest } from '@/lib/ingest';
import { SITE_URL } from '@/lib/site';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';
import {
  FAST,
  pinClock,
  useCleanEnv,
  useSeededStore,
  useTempStore,
  useUpstream,
} from '../market/support/harness';
import { jsonFile, type UpstreamServer } from '../market/support/upstream-server';

const ROOT = path.resolve(__dirname, '../../..');
const API_DIR = path.join(ROOT, 'app/api/v1');
const doc = openApiDocument('https://example.test');
const paths = doc.paths as Record<string, { get: JsonObject }>;

/** Every route.ts under app/api/v1, relative to it, e.g. 'calendar/[year]/route.ts'. */
function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts'
      ? [path.relative(API_DIR, full).split(path.sep).join('/')]
      : [];
  });
}

/** The public path a route file answers: `[x]` → `{x}`; `calendar/[year]` serves `{year}.ics`. */
function publicPath(file: string): string {
  const folder = file.replace(/\/?route\.ts$/, '');
  if (folder === 'calendar/[year]') return '/api/v1/calendar/{year}.ics';
  return `/api/v1/${folder.replace(/\[(\w+)\]/g, '{$1}')}`;
}

const routeSource = (endpoint: ApiEndpoint) => {
  const file = routeFiles().find((f) => publicPath(f) === endpoint.path)!;
  return readFileSync(path.join(API_DIR, file), 'utf8');
};

/** What a handler's source can answer: error statuses, media types and cache lifetimes. */
function handlerFacts(source: string) {
  // Routes built by a shared flow (lib/api/*-route.ts) answer what that flow answers too.
  const shared = [...source.matchAll(/from '@\/lib\/api\/([\w-]+-route)'/g)]
    .map((m) => readFileSync(path.join(ROOT, `lib/api/${m[1]}.ts`), 'utf8'))
    .join('\n');
  const text = source + shared;
  const statuses = new Set([...text.matchAll(/apiError\(\s*(\d{3})/g)].map((m) => Number(m[1])));
  const media = new Set<string>();
  if (text.includes('apiJson(')) media.add('application/json');
  if (text.includes('CSV_CONTENT_TYPE')) media.add('text/csv');
  if (text.includes("'text/calendar")) media.add('text/calendar');
  const lifetimes = [...text.matchAll(/(?:sMaxAge: |S_MAX_AGE = )([\d_]+)/g)].map((m) =>
    Number(m[1]!.replace(/_/g, '')),
  );
  return { statuses: [...statuses].sort(), media: [...media].sort(), lifetimes };
}

// ---- a small JSON Schema (2020-12 subset) check, strict about undocumented properties ----------

function resolve(pointer: string): JsonObject {
  const node = pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
  if (!node || typeof node !== 'object') throw new Error(`unresolved $ref ${pointer}`);
  return node as JsonObject;
}

const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

function check(schema: JsonObject, value: unknown, at: string, errors: string[]): void {
  if (typeof schema.$ref === 'string') return check(resolve(schema.$ref), value, at, errors);
  if (Array.isArray(schema.anyOf)) {
    const ok = (schema.anyOf as JsonObject[]).some((option) => {
      const found: string[] = [];
      check(option, value, at, found);
      return found.length === 0;
    });
    if (!ok) errors.push(`${at}: matches no anyOf option`);
    return;
  }
  if ('const' in schema && value !== schema.const)
    errors.push(`${at}: is not ${String(schema.const)}`);
  if (schema.type !== undefined) {
    const types = ([] as unknown[]).concat(schema.type);
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
      errors.push(`${at}: ${actual} is not ${types.join('|')}`);
      return;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      errors.push(`${at}: ${value} < ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      errors.push(`${at}: ${value} > ${schema.maximum}`);
  }
  if (typeof value === 'string') {
    if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      errors.push(`${at}: ${value} is not a date`);
    if (schema.format === 'date-time' && !(/T/.test(value) && !Number.isNaN(Date.parse(value))))
      errors.push(`${at}: ${value} is not a date-time`);
    if (schema.format === 'uri' && !URL.canParse(value))
      errors.push(`${at}: ${value} is not a URI`);
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) => check(schema.items as JsonObject, item, `${at}[${i}]`, errors));
  if (typeOf(value) === 'object' && schema.properties) {
    const properties = schema.properties as Record<string, JsonObject>;
    const record = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in record)) errors.push(`${at}.${key}: missing`);
    for (const [key, child] of Object.entries(record)) {
      if (properties[key]) check(properties[key], child, `${at}.${key}`, errors);
      else errors.push(`${at}.${key}: not documented`);
    }
  }
}

const endpoint = (operationId: string) => API_ENDPOINTS.find((e) => e.operationId === operationId)!;

/** Checks a real answer against the document: status, media type, Cache-Control and body. */
async function expectDocumented(
  operationId: string,
  response: Response,
  status = 200,
): Promise<unknown> {
  const op = endpoint(operationId);
  const documented = (paths[op.path]!.get.responses as Record<string, JsonObject>)[String(status)]!;
  const spec = typeof documented.$ref === 'string' ? resolve(documented.$ref) : documented;
  expect(response.status).toBe(status);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  if (status === 200)
    expect(response.headers.get('cache-control')).toBe(cacheControlFor(op.sMaxAge));
  const media = (response.headers.get('content-type') ?? '').split(';')[0]!;
  const content = (spec.content as Record<string, { schema: JsonObject }>)[media];
  expect(content).toBeDefined();
  if (media !== 'application/json') return response.text();
  const body: unknown = await response.json();
  const errors: string[] = [];
  check(content!.schema, body, operationId, errors);
  expect(errors).toEqual([]);
  return body;
}

const request = (pathAndQuery: string) => new NextRequest(`http://localhost${pathAndQuery}`);
const context = <P extends Record<string, string>>(params: P) => ({
  params: Promise.resolve(params),
});

describe('openApiDocument', () => {
  it('is an OpenAPI 3.1.0 document for the given server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({
      title: expect.any(String),
      version: expect.any(String),
      description: expect.any(String),
    });
    expect(doc.servers).toEqual([{ url: 'https://example.test' }]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('documents every route handler under app/api/v1, and nothing else', () => {
    const fromFiles = routeFiles().map(publicPath).sort();
    expect(fromFiles).toContain('/api/v1/calendar/{year}.ics');
    expect(Object.keys(paths).sort()).toEqual(fromFiles);
  });

  it('gives every operation a unique id, a summary, a description and a 200 answer', () => {
    const ids = Object.values(paths).map((item) => item.get.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of Object.values(paths)) {
      expect(Object.keys(item)).toEqual(['get']);
      expect(item.get).toMatchObject({
        operationId: expect.any(String),
        summary: expect.any(String),
        description: expect.any(String),
      });
      const ok = (item.get.responses as Record<string, JsonObject>)['200']!;
      expect(Object.keys(ok.content as object).length).toBeGreaterThan(0);
    }
  });

  it.each(API_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s lists the statuses, media types and cache its handler has',
    (_, op) => {
      const facts = handlerFacts(routeSource(op));
      const responses = Object.keys(paths[op.path]!.get.responses as object);
      expect(
        responses
          .filter((s) => s !== '200')
          .map(Number)
          .sort(),
      ).toEqual(facts.statuses);
      const ok = (paths[op.path]!.get.responses as Record<string, JsonObject>)['200']!;
      expect(Object.keys(ok.content as object).sort()).toEqual(facts.media);
      expect(facts.lifetimes).toContain(op.sMaxAge);
    },
  );

  it('declares every path parameter, required, and no other', () => {
    for (const [template, item] of Object.entries(paths)) {
      const inTemplate = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params =
        (item.get.parameters as { name: string; in: string; required: boolean }[] | undefined) ??
        [];
      const pathParams = params.filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name)).toEqual(inTemplate);
      expect(pathParams.every((p) => p.required)).toBe(true);
    }
  });

  it('takes query parameters, defaults and enums from the zod schemas', () => {
    const params = (id: string) =>
      Object.fromEntries(endpoint(id).parameters.map((p) => [p.name, p]));
    expect(params('convertDate').from).toMatchObject({
      required: true,
      schema: { enum: ['bs', 'ad'] },
    });
    expect(params('convertDate').date!.schema.pattern).toBe('^\\d{4}-\\d{2}-\\d{2}$');
    expect(params('getMetalHistory').unit).toMatchObject({
      required: false,
      schema: { default: 'tola', enum: ['tola', '10g'] },
    });
    expect(params('getForexHistory').format).toMatchObject({
      required: false,
      schema: { default: 'json', enum: ['json', 'csv'] },
    });
    expect(params('getVegetableHistory').commodity).toMatchObject({ required: true });
    expect(params('getCalendarMonth').year!.schema).toEqual({
      type: 'integer',
      minimum: BS_MIN_YEAR,
      maximum: BS_MAX_YEAR,
    });
  });

  it('resolves every $ref', () => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref') refs.push(value as string);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect(() => resolve(ref)).not.toThrow();
  });

  it('is checked strictly: undocumented, missing and mistyped fields fail', () => {
    const valid = {
      bs: { year: 2081, month: 6, day: 17, monthName: 'Ashwin', monthNameNe: 'असोज' },
      ad: '2024-10-03',
      weekday: 4,
      weekdayName: 'Thursday',
      weekdayNameNe: 'बिहीबार',
      confidence: 'official',
    };
    const errorsOf = (value: unknown) => {
      const errors: string[] = [];
      check({ $ref: '#/components/schemas/Conversion' }, value, 'body', errors);
      return errors;
    };
    expect(errorsOf(valid)).toEqual([]);
    expect(errorsOf({ ...valid, extra: 1 })).toEqual(['body.extra: not documented']);
    expect(errorsOf({ ...valid, ad: undefined })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^body\.ad/)]),
    );
    expect(errorsOf({ ...valid, weekday: 7, confidence: 'maybe' })).toHaveLength(2);
    expect(errorsOf({ ...valid, bs: { ...valid.bs, year: '2081' } })).toEqual([
      'body.bs.year: string is not integer',
    ]);
  });

  it('uses the shared Error envelope for every error answer', () => {
    for (const item of Object.values(paths)) {
      for (const [status, response] of Object.entries(
        item.get.responses as Record<string, JsonObject>,
      )) {
        if (status === '200') continue;
        expect(response.$ref).toMatch(/^#\/components\/responses\//);
        expect(resolve(response.$ref as string)).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        });
      }
    }
  });

  it('gives each endpoint an example request that fits its path and parameters', () => {
    for (const op of API_ENDPOINTS) {
      const url = new URL(op.example, 'http://x');
      const template = new RegExp(
        `^${op.path.replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`,
      );
      expect(url.pathname).toMatch(template);
      const query = op.parameters.filter((p) => p.in === 'query');
      for (const name of url.searchParams.keys()) expect(query.map((p) => p.name)).toContain(name);
      for (const p of query.filter((q) => q.required))
        expect(url.searchParams.has(p.name)).toBe(true);
    }
  });
});

describe('ApiPage messages', () => {
  const catalogues = { en, ne } as const;
  it.each(['en', 'ne'] as const)(
    '%s has a summary for every operation and a text for every parameter',
    (locale) => {
      const operations = catalogues[locale].ApiPage.operations as Record<
        string,
        { summary: string; params?: Record<string, string> }
      >;
      expect(Object.keys(operations).sort()).toEqual(
        API_ENDPOINTS.map((e) => e.operationId).sort(),
      );
      for (const op of API_ENDPOINTS) {
        const messages = operations[op.operationId]!;
        expect(messages.summary.trim()).not.toBe('');
        expect(Object.keys(messages.params ?? {}).sort()).toEqual(
          op.parameters.map((p) => p.name).sort(),
        );
      }
    },
  );
});

describe('the document matches real answers', () => {
  const saved = process.env.APP_NOW;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_NOW;
    else process.env.APP_NOW = saved;
  });

  it('for the calendar and date endpoints', async () => {
    process.env.APP_NOW = '2025-05-16T04:15:00Z';
    await expectDocumented(
      'convertDate',
      convert(request('/api/v1/convert?from=bs&date=2081-06-17')),
    );
    await expectDocumented(
      'convertDate',
      convert(request('/api/v1/convert?from=ad&date=2026-10-18')),
    );
    await expectDocumented('getPanchang', panchang(request('/api/v1/panchang?date=2024-10-03')));
    await expectDocumented('getToday', today());
    await expectDocumented(
      'getCalendarMonth',
      await calendarMonth(request('/x'), context({ year: '2081', month: 'ashwin' })),
    );
    await expectDocumented(
      'getCalendarMonth',
      await calendarMonth(request('/x'), context({ year: String(BS_MAX_YEAR), month: '12' })),
    );
    await expectDocumented(
      'getYearEvents',
      await yearEvents(request('/x'), context({ year: '2081' })),
    );
    await expectDocumented(
      'getYearEvents',
      await yearEvents(request('/x'), context({ year: '2082' })),
    );
    expect(
      await expectDocumented(
        'getYearCalendarFile',
        await yearFile(request('/x'), context({ year: '2082.ics' })),
      ),
    ).toMatch(/^BEGIN:VCALENDAR/);
    expect(await expectDocumented('getCalendarFeed', calendarFeed())).toMatch(/^BEGIN:VCALENDAR/);
  });

  it('for their errors', async () => {
    await expectDocumented(
      'convertDate',
      convert(request('/api/v1/convert?from=bs&date=1800-01-01')),
      400,
    );
    await expectDocumented('getPanchang', panchang(request('/api/v1/panchang')), 400);
    await expectDocumented(
      'getCalendarMonth',
      await calendarMonth(request('/x'), context({ year: String(BS_MAX_YEAR + 1), month: '1' })),
      404,
    );
    await expectDocumented(
      'getYearEvents',
      await yearEvents(request('/x'), context({ year: 'abcd' })),
      404,
    );
    await expectDocumented(
      'getYearCalendarFile',
      await yearFile(request('/x'), context({ year: '2082' })),
      404,
    );
  });

  it('for the document itself, served with the site URL and built once', async () => {
    expect(openApiRoute.dynamic).toBe('force-static');
    const body = await expectDocumented('getOpenApiDocument', openApiRoute.GET());
    expect(body).toEqual(openApiDocument(SITE_URL));
    expect(openApiRoute.OPTIONS().status).toBe(204);
  });

  describe('for the market endpoints', () => {
    useCleanEnv();
    const store = useTempStore();
    const upstream = useUpstream();

    async function seed(server: UpstreamServer): Promise<void> {
      pinClock('2026-04-02T06:00:00Z');
      expect((await runIngest('forex', { fetchPolicy: FAST })).status).toBe('ok');
      pinClock('2026-08-14T06:00:00Z');
      server.set('fenegosida:today', jsonFile('fenegosida/today-2026-08-14.json'));
      expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
      expect((await runIngest('vegetables', { fetchPolicy: FAST })).status).toBe('ok');
      pinClock('2026-08-16T06:00:00Z');
      server.reset();
      server.set('kalimati:np', jsonFile('kalimati/daily-prices-np-2025-10-20.json'));
      server.set('kalimati:en', jsonFile('kalimati/daily-prices-en-2025-10-20.json'));
      expect((await runIngest('metals', { fetchPolicy: FAST })).status).toBe('ok');
      expect((await runIngest('vegetables', { fetchPolicy: FAST })).status).toBe('ok');
      server.reset();
    }

    const get = async (
      handler: (request: NextRequest) => Response | Promise<Response>,
      pathAndQuery: string,
    ) => handler(request(pathAndQuery));

    describe('with stored data', () => {
      useSeededStore(store, upstream, seed);
      beforeEach(() => pinClock('2026-08-16T06:00:00Z'));

      it('answers as documented', async () => {
        await expectDocumented('getForexRates', await get(forex, '/api/v1/forex'));
        await expectDocumented(
          'getForexHistory',
          await get(
            forexHistory,
            '/api/v1/forex/history?currency=usd&from=2026-03-01&to=2026-04-30',
          ),
        );
        const csv = await expectDocumented(
          'getForexHistory',
          await get(forexHistory, '/api/v1/forex/history?currency=USD&format=csv'),
        );
        expect(csv).toMatch(/^date,currency,unit,buy,sell/);
        await expectDocumented('getVegetablePrices', await get(vegetables, '/api/v1/vegetables'));
        await expectDocumented(
          'getVegetableHistory',
          await get(
            vegetablesHistory,
            '/api/v1/vegetables/history?commodity=Potato%20Red&from=2025-10-01&to=2025-10-31',
          ),
        );
        await expectDocumented('getMetalPrices', await get(metals, '/api/v1/metals'));
        await expectDocumented(
          'getMetalHistory',
          await get(metalsHistory, '/api/v1/metals/history?metal=silver&unit=10g&from=2026-08-01'),
        );
        await expectDocumented('getSources', await sources());
      });

      it('answers the example requests of the page', async () => {
        const handlers: Record<string, (request: NextRequest) => Response | Promise<Response>> = {
          getForexRates: forex,
          getForexHistory: forexHistory,
          getVegetablePrices: vegetables,
          getVegetableHistory: vegetablesHistory,
          getMetalPrices: metals,
          getMetalHistory: metalsHistory,
        };
        for (const [id, handler] of Object.entries(handlers)) {
          // History examples default to the year up to today: pin today inside the stored data.
          pinClock(id === 'getForexHistory' ? '2026-04-02T06:00:00Z' : '2026-08-16T06:00:00Z');
          await expectDocumented(id, await get(handler, endpoint(id).example));
        }
      });

      it('answers 400 and 404 with the documented envelope', async () => {
        await expectDocumented(
          'getForexRates',
          await get(forex, '/api/v1/forex?date=2026-02-30'),
          400,
        );
        await expectDocumented(
          'getForexRates',
          await get(forex, '/api/v1/forex?date=2001-01-01'),
          404,
        );
        await expectDocumented(
          'getForexHistory',
          await get(
            forexHistory,
            '/api/v1/forex/history?currency=USD&from=2020-01-01&to=2026-01-01',
          ),
          400,
        );
        await expectDocumented(
          'getVegetableHistory',
          await get(vegetablesHistory, '/api/v1/vegetables/history?commodity=Durian'),
          404,
        );
        await expectDocumented(
          'getMetalHistory',
          await get(metalsHistory, '/api/v1/metals/history?metal=silver&grade=fine'),
          400,
        );
      });
    });

    it('answers 503 with the documented envelope when the store cannot be read', async () => {
      process.env.DATABASE_URL = 'postgres://db.example/market';
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await expectDocumented('getForexRates', await get(forex, '/api/v1/forex'), 503);
        await expectDocumented(
          'getVegetableHistory',
          await get(vegetablesHistory, '/api/v1/vegetables/history?commodity=Potato'),
          503,
        );
        await expectDocumented('getSources', await sources(), 503);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
