import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { GET as calendarFeed } from '@/app/api/v1/calendar.ics/route';
import { GET as calendarMonth } from '@/app/api/v1/calendar/[year]/[month]/route';
import { GET as yearEvents } from '@/app/api/v1/calendar/[year]/events/route';
import { GET as yearHolidays } from '@/app/api/v1/calendar/[year]/holidays/route';
import { GET as yearFile } from '@/app/api/v1/calendar/[year]/route';
import { GET as convert } from '@/app/api/v1/convert/route';
import { GET as forexHistory } from '@/app/api/v1/forex/history/route';
import { GET as forex } from '@/app/api/v1/forex/route';
import { GET as fuelHistory } from '@/app/api/v1/fuel/history/route';
import { GET as fuel } from '@/app/api/v1/fuel/route';
import { GET as metalsHistory } from '@/app/api/v1/metals/history/route';
import { GET as metals } from '@/app/api/v1/metals/route';
import * as openApiRoute from '@/app/api/v1/openapi.json/route';
import { GET as panchang } from '@/app/api/v1/panchang/route';
import { GET as rashifal } from '@/app/api/v1/rashifal/route';
import { GET as saait } from '@/app/api/v1/saait/route';
import { GET as search } from '@/app/api/v1/search/route';
import { GET as sources } from '@/app/api/v1/sources/route';
import { GET as today } from '@/app/api/v1/today/route';
import { GET as vegetablesHistory } from '@/app/api/v1/vegetables/history/route';
import { GET as vegetables } from '@/app/api/v1/vegetables/route';
import { ENDPOINTS, type EndpointDefinition, type OperationId } from '@/lib/api/endpoints';
import { API_ERROR_CODES } from '@/lib/api/error-codes';
import { cacheControl } from '@/lib/api/http';
import { API_ENDPOINTS, openApiDocument } from '@/lib/api/openapi';
import { Conversion } from '@/lib/api/schemas/convert';
import { ApiError } from '@/lib/api/schemas/error';
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
} from '../../support/upstream/harness';
import { jsonFile, type UpstreamServer } from '../../support/upstream/upstream-server';

/*
 * The contract of /api/v1, checked from both ends: the generated document has the shape of
 * OpenAPI 3.1 and lists every route under app/api/v1; the real handlers, called against a seeded
 * store, answer exactly the statuses their registry entries list, with bodies that the same zod
 * schemas accept in strict mode (no undocumented, missing or mistyped field).
 */

const API_DIR = path.resolve(__dirname, '../../../app/api/v1');
const doc = openApiDocument('https://example.test');
/** The registry's entries under their common type. */
const entries = Object.entries(ENDPOINTS) as [OperationId, EndpointDefinition][];

// ---- OpenAPI 3.1, the parts this document uses, as zod (strict where the spec is closed) ------

const ref = z.strictObject({ $ref: z.string().startsWith('#/') });
const parameterShape = z.strictObject({
  name: z.string().min(1),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean(),
  description: z.string().min(1),
  schema: z.record(z.string(), z.unknown()),
});
const headerShape = z.union([
  ref,
  z.strictObject({ description: z.string(), schema: z.record(z.string(), z.unknown()) }),
]);
const responseShape = z.union([
  ref,
  z.strictObject({
    description: z.string().min(1),
    headers: z.record(z.string(), headerShape).optional(),
    content: z.record(
      z.string().regex(/^[a-z]+\/[a-z.+-]+$/),
      z.strictObject({ schema: z.record(z.string(), z.unknown()) }),
    ),
  }),
]);
const operationShape = z.strictObject({
  operationId: z.string().regex(/^[a-z][A-Za-z]+$/),
  tags: z.array(z.string()).min(1),
  summary: z.string().min(1),
  description: z.string().min(1),
  parameters: z.array(parameterShape).optional(),
  responses: z.record(z.string().regex(/^[1-5]\d\d$/), responseShape),
});
const openApi31 = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.strictObject({
    title: z.string().min(1),
    version: z.string().min(1),
    description: z.string().optional(),
    contact: z.strictObject({ email: z.email() }).optional(),
  }),
  servers: z.array(z.strictObject({ url: z.string() })),
  tags: z.array(z.strictObject({ name: z.string(), description: z.string() })),
  paths: z.record(z.string().regex(/^\/api\/v1\//), z.strictObject({ get: operationShape })),
  components: z.strictObject({
    schemas: z.record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
      z.record(z.string(), z.unknown()),
    ),
    responses: z.record(z.string(), responseShape),
    headers: z.record(z.string(), headerShape),
  }),
});

const parsed = openApi31.parse(doc);
const paths = parsed.paths;

function resolve(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
}

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

const apiEndpoint = (id: OperationId) => API_ENDPOINTS.find((e) => e.operationId === id)!;

describe('the generated OpenAPI document', () => {
  it('has the shape of OpenAPI 3.1 for the given server', () => {
    expect(parsed.openapi).toBe('3.1.0');
    expect(parsed.servers).toEqual([{ url: 'https://example.test' }]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('lists every route handler under app/api/v1, and nothing else', () => {
    const fromFiles = routeFiles().map(publicPath).sort();
    expect(fromFiles).toContain('/api/v1/calendar/{year}.ics');
    expect(Object.keys(paths).sort()).toEqual(fromFiles);
    expect(Object.keys(ENDPOINTS).sort()).toEqual(
      Object.values(paths)
        .map((p) => p.get.operationId)
        .sort(),
    );
  });

  it.each(entries)(
    '%s lists its error responses, media types and cache from the registry',
    (id, entry) => {
      const responses = paths[entry.path]!.get.responses;
      expect(Object.keys(responses).sort()).toEqual(['200', ...entry.errors.map(String)].sort());
      for (const status of entry.errors) {
        const error = responses[String(status)] as { $ref: string };
        expect(resolve(error.$ref)).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        });
      }
      const ok = responses['200'] as {
        content: Record<string, unknown>;
        headers: Record<string, { schema?: { examples?: string[] } }>;
      };
      const media = [
        entry.response && 'application/json',
        'csv' in entry && 'text/csv',
        'calendar' in entry && 'text/calendar',
      ];
      expect(Object.keys(ok.content)).toEqual(media.filter(Boolean));
      expect(ok.headers['Cache-Control']!.schema!.examples).toEqual([cacheControl(entry.sMaxAge)]);
      expect(id).toBe(paths[entry.path]!.get.operationId);
    },
  );

  it('takes every body schema from zod: one component per schema id, each referenced', () => {
    const schemas = parsed.components.schemas;
    for (const [, entry] of entries) {
      if (!entry.response) continue;
      const id = z.globalRegistry.get(entry.response)!.id!;
      // A closed object, or a choice of closed objects (the rashifal's day or period answers).
      const choices = (schemas[id] as { anyOf?: { $ref: string }[] }).anyOf;
      for (const schema of choices ? choices.map((c) => resolve(c.$ref)) : [schemas[id]]) {
        expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
      }
      expect(
        (
          paths[entry.path]!.get.responses['200'] as {
            content: Record<string, { schema: unknown }>;
          }
        ).content['application/json']!.schema,
      ).toEqual({
        $ref: `#/components/schemas/${id}`,
      });
    }
    // Closed objects, as the strict schemas are; no zod leftovers.
    expect(schemas.Conversion).toMatchObject({ type: 'object', additionalProperties: false });
    expect(JSON.stringify(schemas)).not.toMatch(/"\$schema"|"\$id"|__shared/);
    const text = JSON.stringify(doc);
    for (const id of Object.keys(schemas)) {
      if (id === 'OpenApiDocument' || id === 'Error') continue;
      expect(text).toContain(`"#/components/schemas/${id}"`);
    }
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
    for (const pointer of refs) expect(resolve(pointer)).toBeInstanceOf(Object);
  });

  it('lists every error code with its meaning in the Error schema', () => {
    const code = (
      parsed.components.schemas.Error as {
        properties: { error: { properties: { code: { enum: string[]; description: string } } } };
      }
    ).properties.error.properties.code;
    expect(code.enum).toEqual(Object.keys(API_ERROR_CODES));
    expect(code.enum).toEqual(
      expect.arrayContaining(['invalid_query', 'invalid_date', 'out_of_range', 'not_found']),
    );
    for (const [name, meaning] of Object.entries(API_ERROR_CODES))
      expect(code.description).toContain(`\`${name}\`: ${meaning}`);
    expect(ApiError.safeParse({ error: { code: 'invalid', message: 'x' } }).success).toBe(false);
  });

  it('declares every path parameter, required, and no other', () => {
    for (const [template, item] of Object.entries(paths)) {
      const inTemplate = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const pathParams = (item.get.parameters ?? []).filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name)).toEqual(inTemplate);
      expect(pathParams.every((p) => p.required)).toBe(true);
    }
  });

  it('takes parameters, defaults, enums and descriptions from the zod schemas', () => {
    const params = (id: OperationId) =>
      Object.fromEntries(apiEndpoint(id).parameters.map((p) => [p.name, p]));
    expect(params('convertDate').from).toMatchObject({
      required: true,
      schema: { enum: ['bs', 'ad'] },
    });
    expect(params('convertDate').date!.schema.pattern).toBe('^\\d{4}-\\d{2}-\\d{2}$');
    expect(params('getMetalHistory').unit).toMatchObject({
      required: false,
      description: 'tola (11.66 g) or 10g',
      schema: { default: 'tola', enum: ['tola', '10g'] },
    });
    expect(params('getForexHistory').format).toMatchObject({
      required: false,
      schema: { default: 'json', enum: ['json', 'csv'] },
    });
    expect(params('getForexHistory').currency!.schema).toMatchObject({ pattern: '^[A-Za-z]{3}$' });
    expect(params('getForexRates').date!.schema).toMatchObject({ format: 'date' });
    expect(params('getVegetableHistory').commodity).toMatchObject({ required: true });
    expect(params('getCalendarMonth').year!.schema).toMatchObject({
      type: 'integer',
      minimum: BS_MIN_YEAR,
      maximum: BS_MAX_YEAR,
    });
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

describe('the response schemas', () => {
  it('are strict: undocumented, missing and mistyped fields fail', () => {
    const valid = {
      bs: { year: 2081, month: 6, day: 17, monthName: 'Ashwin', monthNameNe: 'असोज' },
      ad: '2024-10-03',
      weekday: 4,
      weekdayName: 'Thursday',
      weekdayNameNe: 'बिहीबार',
      confidence: 'official',
    };
    const issues = (value: unknown) =>
      Conversion.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.code}`);
    expect(issues(valid)).toBeUndefined();
    expect(issues({ ...valid, extra: 1 })).toEqual([': unrecognized_keys']);
    expect(issues({ ...valid, bs: { ...valid.bs, era: 'BS' } })).toEqual(['bs: unrecognized_keys']);
    expect(issues({ ...valid, ad: undefined })).toEqual(['ad: invalid_type']);
    expect(issues({ ...valid, ad: '2024-02-30' })).toEqual(['ad: invalid_format']);
    expect(issues({ ...valid, weekday: 7, confidence: 'maybe' })).toEqual([
      'weekday: too_big',
      'confidence: invalid_value',
    ]);
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

  it.each(['en', 'ne'] as const)('%s explains every error code, and no other', (locale) => {
    const codes = catalogues[locale].ApiPage.errors.codes as Record<string, string>;
    expect(Object.keys(codes)).toEqual(Object.keys(API_ERROR_CODES));
    for (const text of Object.values(codes)) expect(text.trim()).not.toBe('');
  });
});

// ---- real answers ------------------------------------------------------------------------------

const request = (pathAndQuery: string) => new NextRequest(`http://localhost${pathAndQuery}`);
const context = <P extends Record<string, string>>(params: P) => ({
  params: Promise.resolve(params),
});

/** Statuses each operation was seen to answer, to check against its registry entry at the end. */
const seen = new Map<OperationId, Set<number>>();

/**
 * Checks a real answer against the contract: a status the entry lists, CORS, the entry's cache
 * lifetime, a documented media type, and a JSON body the entry's own zod schema accepts (strict)
 * or the error envelope.
 */
async function expectContract(id: OperationId, response: Response, status = 200): Promise<unknown> {
  const entry: EndpointDefinition = ENDPOINTS[id];
  expect(response.status).toBe(status);
  seen.set(id, (seen.get(id) ?? new Set()).add(status));
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const documented = paths[entry.path]!.get.responses[String(status)];
  expect(documented).toBeDefined();
  const media = (response.headers.get('content-type') ?? '').split(';')[0]!;
  if (status !== 200) {
    expect(media).toBe('application/json');
    // A 503 says when to ask again (the store is down or restarting), and is documented so.
    if (status === 503) {
      expect(response.headers.get('retry-after')).toBe('30');
      expect(
        (parsed.components.responses.StoreUnavailable as { headers: object }).headers,
      ).toHaveProperty('Retry-After');
    }
    return ApiError.parse(await response.json());
  }
  expect(response.headers.get('cache-control')).toBe(cacheControl(entry.sMaxAge));
  expect(Object.keys((documented as { content: object }).content)).toContain(media);
  if (media !== 'application/json') return response.text();
  const schema = entry.response as z.ZodType | undefined;
  expect(schema).toBeDefined();
  const body: unknown = await response.json();
  const result = schema!.safeParse(body);
  expect(result.error?.issues).toBeUndefined();
  return body;
}

describe('real answers follow the contract', () => {
  const saved = process.env.APP_NOW;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_NOW;
    else process.env.APP_NOW = saved;
  });

  it('for the calendar and date endpoints', async () => {
    process.env.APP_NOW = '2025-05-16T04:15:00Z';
    await expectContract(
      'convertDate',
      convert(request('/api/v1/convert?from=bs&date=2081-06-17')),
    );
    await expectContract(
      'convertDate',
      convert(request('/api/v1/convert?from=ad&date=2026-10-18')),
    );
    await expectContract('getPanchang', panchang(request('/api/v1/panchang?date=2024-10-03')));
    await expectContract('getToday', today());
    await expectContract('getRashifal', rashifal(request('/api/v1/rashifal?date=2025-05-16')));
    await expectContract('getRashifal', rashifal(request('/api/v1/rashifal')));
    for (const period of ['week', 'month', 'year']) {
      await expectContract(
        'getRashifal',
        rashifal(request(`/api/v1/rashifal?period=${period}&date=2025-05-16`)),
      );
    }
    await expectContract('getSaait', saait(request('/api/v1/saait?year=2077&kind=bibaha')));
    await expectContract(
      'getCalendarMonth',
      await calendarMonth(request('/x'), context({ year: '2081', month: 'ashwin' })),
    );
    await expectContract(
      'getCalendarMonth',
      await calendarMonth(request('/x'), context({ year: String(BS_MAX_YEAR), month: '12' })),
    );
    await expectContract(
      'getYearEvents',
      await yearEvents(request('/x'), context({ year: '2081' })),
    );
    await expectContract(
      'getYearEvents',
      await yearEvents(request('/x'), context({ year: '2082' })),
    );
    await expectContract(
      'getYearHolidays',
      await yearHolidays(request('/api/v1/calendar/2083/holidays'), context({ year: '2083' })),
    );
    expect(
      await expectContract(
        'getYearHolidays',
        await yearHolidays(
          request('/api/v1/calendar/2070/holidays?format=csv'),
          context({ year: '2070' }),
        ),
      ),
    ).toMatch(
      /^\uFEFF?bs_start,bs_end,ad_start,ad_end,weekday,name,name_ne,days,holiday_for,source\r\n/,
    );
    expect(
      await expectContract(
        'getYearCalendarFile',
        await yearFile(request('/x'), context({ year: '2082.ics' })),
      ),
    ).toMatch(/^BEGIN:VCALENDAR/);
    expect(await expectContract('getCalendarFeed', calendarFeed())).toMatch(/^BEGIN:VCALENDAR/);
  });

  it('for their errors', async () => {
    await expectContract(
      'convertDate',
      convert(request('/api/v1/convert?from=bs&date=1800-01-01')),
      400,
    );
    await expectContract('getPanchang', panchang(request('/api/v1/panchang')), 400);
    await expectContract('getRashifal', rashifal(request('/api/v1/rashifal?date=2044-04-14')), 400);
    await expectContract('getSaait', saait(request('/api/v1/saait?year=2083&kind=x')), 400);
    for (const bad of [`q=${'a'.repeat(201)}`, 'q=%FF', 'q=a%00b', 'q=%E0%A4', 'locale=fr']) {
      await expectContract('searchSite', await search(request(`/api/v1/search?${bad}`)), 400);
    }
    await expectContract(
      'getCalendarMonth',
      await calendarMonth(request('/x'), context({ year: String(BS_MAX_YEAR + 1), month: '1' })),
      404,
    );
    await expectContract(
      'getYearEvents',
      await yearEvents(request('/x'), context({ year: 'abcd' })),
      404,
    );
    await expectContract(
      'getYearCalendarFile',
      await yearFile(request('/x'), context({ year: '2082' })),
      404,
    );
    await expectContract(
      'getYearHolidays',
      await yearHolidays(request('/api/v1/calendar/1969/holidays'), context({ year: '1969' })),
      404,
    );
    await expectContract(
      'getYearHolidays',
      await yearHolidays(
        request('/api/v1/calendar/2083/holidays?format=xml'),
        context({ year: '2083' }),
      ),
      400,
    );
  });

  it('for the document itself, served with the site URL and built once', async () => {
    expect(openApiRoute.dynamic).toBe('force-static');
    const body = await expectContract('getOpenApiDocument', openApiRoute.GET());
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
      expect((await runIngest('fuel', { fetchPolicy: FAST })).status).toBe('ok');
    }

    const get = (
      handler: (request: NextRequest) => Response | Promise<Response>,
      pathAndQuery: string,
    ) => handler(request(pathAndQuery));

    describe('with stored data', () => {
      useSeededStore(store, upstream, seed);
      beforeEach(() => pinClock('2026-08-16T06:00:00Z'));

      it('answers with bodies the schemas accept', async () => {
        await expectContract('getForexRates', await get(forex, '/api/v1/forex'));
        await expectContract('getForexRates', await get(forex, '/api/v1/forex?date=2026-04-01'));
        await expectContract(
          'getForexHistory',
          await get(
            forexHistory,
            '/api/v1/forex/history?currency=usd&from=2026-03-01&to=2026-04-30',
          ),
        );
        const csv = await expectContract(
          'getForexHistory',
          await get(forexHistory, '/api/v1/forex/history?currency=USD&format=csv'),
        );
        expect(csv).toMatch(/^date,currency,unit,buy,sell/);
        await expectContract('getVegetablePrices', await get(vegetables, '/api/v1/vegetables'));
        await expectContract(
          'getVegetableHistory',
          await get(
            vegetablesHistory,
            '/api/v1/vegetables/history?commodity=Potato%20Red&from=2025-10-01&to=2025-10-31',
          ),
        );
        await expectContract('getMetalPrices', await get(metals, '/api/v1/metals'));
        await expectContract(
          'getMetalHistory',
          await get(metalsHistory, '/api/v1/metals/history?metal=silver&unit=10g&from=2026-08-01'),
        );
        await expectContract('getFuelPrices', await fuel());
        await expectContract(
          'getFuelHistory',
          await get(fuelHistory, '/api/v1/fuel/history?product=lpg&from=2026-06-01'),
        );
        expect(
          await expectContract(
            'getFuelHistory',
            await get(fuelHistory, '/api/v1/fuel/history?format=csv'),
          ),
        ).toMatch(/^effective_date,effective_date_bs,product,price,unit,currency\r?\n/);
        await expectContract('getSources', await sources());
      });

      it('answers the example requests of the page', async () => {
        const handlers: Partial<
          Record<OperationId, (request: NextRequest) => Response | Promise<Response>>
        > = {
          getForexRates: forex,
          getForexHistory: forexHistory,
          getVegetablePrices: vegetables,
          getVegetableHistory: vegetablesHistory,
          getMetalPrices: metals,
          getMetalHistory: metalsHistory,
          getFuelPrices: fuel,
          getFuelHistory: fuelHistory,
        };
        for (const [id, handler] of Object.entries(handlers) as [
          OperationId,
          (r: NextRequest) => Promise<Response>,
        ][]) {
          // History examples default to the year up to today: pin today inside the stored data.
          pinClock(id === 'getForexHistory' ? '2026-04-02T06:00:00Z' : '2026-08-16T06:00:00Z');
          await expectContract(id, await get(handler, ENDPOINTS[id].example));
        }
      });

      it('for search, in both languages', async () => {
        const day = (await expectContract(
          'searchSite',
          await search(request('/api/v1/search?q=8%20mangsir%202083')),
        )) as { results: { type: string; url: string; answer: boolean }[] };
        expect(day.results[0]).toMatchObject({
          type: 'day',
          url: '/en/calendar/2083/mangsir/8',
          answer: true,
        });
        const festival = (await expectContract(
          'searchSite',
          await search(request(`/api/v1/search?q=${encodeURIComponent('दशैं')}&locale=ne`)),
        )) as { locale: string; results: { type: string; url: string; dates: unknown[] }[] };
        expect(festival.locale).toBe('ne');
        expect(festival.results[0]!.url).toMatch(/^\/ne\/calendar\/2083\/(ashwin|kartik)\/\d+$/);
        await expectContract(
          'searchSite',
          await search(request('/api/v1/search?q=next%20holiday')),
        );
        const dollar = (await expectContract(
          'searchSite',
          await search(request('/api/v1/search?q=dollar')),
        )) as { results: { type: string; rate?: { code: string } }[] };
        expect(dollar.results[0]).toMatchObject({ type: 'currency', rate: { code: 'USD' } });
        const potato = (await expectContract(
          'searchSite',
          await search(request(`/api/v1/search?q=${encodeURIComponent('आलु')}&locale=ne`)),
        )) as { results: { type: string; price?: unknown }[] };
        expect(potato.results[0]).toMatchObject({ type: 'vegetable', price: expect.any(Object) });
        await expectContract(
          'searchSite',
          await search(request('/api/v1/search?q=mesh&locale=ne')),
        );
        await expectContract('searchSite', await search(request('/api/v1/search?q=mangsir')));
        const empty = (await expectContract(
          'searchSite',
          await search(request('/api/v1/search')),
        )) as {
          results: unknown[];
          suggestions: string[];
        };
        expect(empty.results).toEqual([]);
        expect(empty.suggestions.length).toBeGreaterThan(3);
      });

      it('answers 400 and 404 with the error envelope', async () => {
        await expectContract(
          'getForexRates',
          await get(forex, '/api/v1/forex?date=2026-02-30'),
          400,
        );
        await expectContract(
          'getForexRates',
          await get(forex, '/api/v1/forex?date=2001-01-01'),
          404,
        );
        await expectContract(
          'getForexHistory',
          await get(
            forexHistory,
            '/api/v1/forex/history?currency=USD&from=2020-01-01&to=2026-01-01',
          ),
          400,
        );
        await expectContract(
          'getForexHistory',
          await get(forexHistory, '/api/v1/forex/history?currency=XYZ'),
          404,
        );
        await expectContract(
          'getVegetablePrices',
          await get(vegetables, '/api/v1/vegetables?date=yesterday'),
          400,
        );
        await expectContract(
          'getVegetablePrices',
          await get(vegetables, '/api/v1/vegetables?date=2001-01-01'),
          404,
        );
        await expectContract(
          'getVegetableHistory',
          await get(vegetablesHistory, '/api/v1/vegetables/history'),
          400,
        );
        await expectContract(
          'getVegetableHistory',
          await get(vegetablesHistory, '/api/v1/vegetables/history?commodity=Durian'),
          404,
        );
        await expectContract(
          'getMetalPrices',
          await get(metals, '/api/v1/metals?date=2026-13-01'),
          400,
        );
        await expectContract(
          'getMetalPrices',
          await get(metals, '/api/v1/metals?date=2001-01-01'),
          404,
        );
        await expectContract(
          'getMetalHistory',
          await get(metalsHistory, '/api/v1/metals/history?metal=silver&grade=fine'),
          400,
        );
        await expectContract(
          'getMetalHistory',
          await get(
            metalsHistory,
            '/api/v1/metals/history?metal=gold&unit=10g&from=2001-01-01&to=2001-02-01',
          ),
          200,
        );
      });
    });

    it('answers 400 for a fuel product or range it does not know', async () => {
      await expectContract(
        'getFuelHistory',
        await get(fuelHistory, '/api/v1/fuel/history?product=cng'),
        400,
      );
      await expectContract(
        'getFuelHistory',
        await get(fuelHistory, '/api/v1/fuel/history?from=2026-08-02&to=2026-08-01'),
        400,
      );
    });

    it('answers 404 for fuel prices the empty store does not hold', async () => {
      await expectContract('getFuelPrices', await fuel(), 404);
    });

    it('answers 404 for a series the empty store does not hold', async () => {
      await expectContract(
        'getMetalHistory',
        await get(metalsHistory, '/api/v1/metals/history?metal=gold'),
        404,
      );
    });

    it('answers 503 with the error envelope when the store cannot be read', async () => {
      process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/market';
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await expectContract('getForexRates', await get(forex, '/api/v1/forex'), 503);
        await expectContract(
          'getForexHistory',
          await get(forexHistory, '/api/v1/forex/history?currency=USD'),
          503,
        );
        await expectContract(
          'getVegetablePrices',
          await get(vegetables, '/api/v1/vegetables'),
          503,
        );
        await expectContract(
          'getVegetableHistory',
          await get(vegetablesHistory, '/api/v1/vegetables/history?commodity=Potato'),
          503,
        );
        await expectContract('getMetalPrices', await get(metals, '/api/v1/metals'), 503);
        await expectContract(
          'getMetalHistory',
          await get(metalsHistory, '/api/v1/metals/history?metal=gold'),
          503,
        );
        await expectContract('getFuelPrices', await fuel(), 503);
        await expectContract(
          'getFuelHistory',
          await get(fuelHistory, '/api/v1/fuel/history?product=petrol'),
          503,
        );
        await expectContract('getSources', await sources(), 503);
      } finally {
        spy.mockRestore();
      }
    });
  });

  // Runs last (Jest keeps declaration order): no entry lists a status its handler never answers.
  it('answered every status each registry entry lists', () => {
    for (const [id, entry] of entries) {
      expect([...(seen.get(id) ?? [])].sort()).toEqual([200, ...entry.errors].sort());
    }
  });
});
