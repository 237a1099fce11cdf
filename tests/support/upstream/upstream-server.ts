/**
 * A stand-in for the upstream hosts, serving the recorded responses in
 * tests/fixtures/upstream over HTTP on 127.0.0.1 (random port by default). Used by the market
 * tests (which swap single routes for faults) and by `npm run fixtures:serve`.
 *
 *   /nrb/api/forex/v1/rates?from&to&page&per_page     days of nrb/rates-*.json, filtered and paged
 *   /nrb/api/forex/v1/app-rate                        nrb/app-rate.json
 *   /kalimati/api/daily-prices/{np,en}                kalimati/daily-prices-{np,en}-<day>.json
 *   /kalimati/lang/{en,np}                            302 setting the session cookie's language
 *   /kalimati/price                                   GET: kalimati/price-{np,en}-<day>.html by the
 *                                                     session's language; POST _token + datePricing
 *                                                     (the date form, for backfills):
 *                                                     kalimati/backfill/price-np-<date>.html, else
 *                                                     no-data page; 419 without the session token
 *   /fenegosida/api/website/v1/Dashboard/today        fenegosida/today-<day>.json
 *   /fenegosida/api/website/v1/Dashboard/monthwisehistory?date=YYYY-MM
 *       → fenegosida/monthwisehistory-<month>.json, else []
 *   /noc/retailprice?offset=N&max=10                  noc/retailprice.html, or
 *                                                     noc/retailprice-offset-<N>.html (a page past
 *                                                     the archive: its empty last page)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(__dirname, '../../fixtures/upstream');

export type RouteKey =
  | 'nrb:rates'
  | 'nrb:app-rate'
  | 'kalimati:np'
  | 'kalimati:en'
  | 'kalimati:lang'
  | 'kalimati:price'
  | 'fenegosida:today'
  | 'fenegosida:month'
  | 'noc:retailprice';

export interface Reply {
  status?: number;
  body?: string;
  contentType?: string;
  headers?: Record<string, string | string[]>;
  /** Wait this long before answering (a hung upstream); cut short when the server closes. */
  delayMs?: number;
  /** Answers only once this settles: a test releases the upstream when it is ready. */
  hold?: Promise<unknown>;
}

export interface UpstreamRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The request body as text (form posts). */
  body?: string;
}

export type Route = Reply | ((request: UpstreamRequest) => Reply);

export interface UpstreamOptions {
  port?: number;
  /** Kalimati market day served by default. */
  kalimatiDay?: string;
  /** FENEGOSIDA `today` fixture day served by default. */
  metalsDay?: string;
  /** Sees every request (the CLI server logs them). */
  onRequest?: (request: UpstreamRequest) => void;
  /** Rewrites a fixture's text (by path under tests/fixtures/upstream) before it is served. */
  rewrite?: (relative: string, text: string) => string;
}

export interface UpstreamServer {
  origin: string;
  /** The upstreams' base URLs, ready to spread into process.env. */
  env: {
    NRB_API_BASE: string;
    KALIMATI_BASE: string;
    FENEGOSIDA_API_BASE: string;
    NOC_BASE: string;
  };
  /** Replaces one route until reset(). */
  set(key: RouteKey, route: Route): void;
  reset(): void;
  /** Every request received, oldest first. */
  requests: UpstreamRequest[];
  close(): Promise<void>;
}

/** A fixture file's text, by path under tests/fixtures/upstream. */
export function fixture(relative: string): string {
  return readFileSync(path.join(FIXTURES_DIR, relative), 'utf8');
}

export const jsonFile = (relative: string): Reply => ({
  body: fixture(relative),
  contentType: 'application/json',
});
export const htmlFile = (relative: string, status = 200): Reply => ({
  status,
  body: fixture(relative),
  contentType: 'text/html; charset=UTF-8',
});

/** Upstream failures as the wire shows them. */
export const faults = {
  serverError: (): Reply => htmlFile('common/error-500.html', 500),
  /** Never answers within any sane timeout. */
  hang: (): Reply => ({ delayMs: 60_000, body: '{}' }),
  /** A maintenance or login page served with 200 where JSON was expected. */
  htmlInsteadOfJson: (): Reply => htmlFile('common/maintenance.html'),
} as const;

const SESSION = 'kalimati_fruits_and_vegetable_market_development_board_session';

interface NrbDay {
  date: string;
}
interface NrbEnvelope {
  params: Record<string, string | null>;
  data: { payload: NrbDay[] };
  pagination: {
    page: number;
    pages: number;
    per_page: number;
    total: number;
    links: Record<string, string | null>;
  };
}

// Every recorded NRB day, keyed by date, with the envelope of the file it came from.
function nrbDays(read: (relative: string) => string): { days: NrbDay[]; envelope: NrbEnvelope } {
  const files = readdirSync(path.join(FIXTURES_DIR, 'nrb')).filter((f) =>
    /^rates-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.json$/.test(f),
  );
  const byDate = new Map<string, NrbDay>();
  let envelope: NrbEnvelope | null = null;
  for (const file of files.sort()) {
    const parsed = JSON.parse(read(`nrb/${file}`)) as NrbEnvelope;
    envelope ??= parsed;
    for (const day of parsed.data.payload) byDate.set(day.date, day);
  }
  if (!envelope) throw new Error('no nrb/rates-*.json fixtures');
  return { days: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)), envelope };
}

/**
 * NRB's /rates as the live API answers it: the recorded days within from…to, paged. `perPageCap`
 * makes pages smaller than asked for, to exercise pagination; `read` may rewrite the fixtures.
 */
export function nrbRates(
  { url }: UpstreamRequest,
  perPageCap = Infinity,
  read: (relative: string) => string = fixture,
): Reply {
  const q = url.searchParams;
  const from = q.get('from') ?? '0000-00-00';
  const to = q.get('to') ?? '9999-12-31';
  const perPage = Math.min(perPageCap, Math.max(1, Number(q.get('per_page') ?? 100) || 100));
  const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
  const { days, envelope } = nrbDays(read);
  const matching = days.filter((d) => d.date >= from && d.date <= to);
  const pages = Math.ceil(matching.length / perPage);
  const body = {
    ...envelope,
    params: { ...envelope.params, from, to, per_page: String(perPage), page: String(page) },
    data: { payload: matching.slice((page - 1) * perPage, page * perPage) },
    pagination: {
      page,
      pages,
      per_page: perPage,
      total: matching.length,
      links: { prev: null, next: null },
    },
  };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

const TOKEN = '5Jq0mVb1R2dS3xKcZp8yWq7nT4eLhA6uFg9oIiCj';

/** Kalimati's /price: the page by session language, or the date form's answer for a POST. */
function kalimatiPrice(
  request: UpstreamRequest & { body: string },
  read: (relative: string) => string,
): Reply {
  const page = (relative: string): Reply => ({
    body: read(relative),
    contentType: 'text/html; charset=UTF-8',
  });
  if (request.method !== 'POST') {
    const reply = page(`kalimati/price-${cookieLang(request.headers)}-2025-10-19.html`);
    const cookie: Record<string, string> = request.headers.cookie
      ? {}
      : { 'Set-Cookie': `${SESSION}=lang-np; path=/; httponly` };
    return { ...reply, headers: cookie };
  }
  const form = new URLSearchParams(request.body);
  // Laravel answers 419 "Page Expired" to a form without the session's CSRF token.
  if (form.get('_token') !== TOKEN || !(request.headers.cookie ?? '').includes(SESSION))
    return { status: 419, body: 'Page Expired', contentType: 'text/html' };
  const file = `kalimati/backfill/price-np-${form.get('datePricing') ?? ''}.html`;
  return page(existsSync(path.join(FIXTURES_DIR, file)) ? file : 'kalimati/price-no-data.html');
}

function metalsMonth({ url }: UpstreamRequest, read: (relative: string) => string): Reply {
  const month = (url.searchParams.get('date') ?? '').slice(0, 7);
  const file = `fenegosida/monthwisehistory-${month}.json`;
  return /^\d{4}-\d{2}$/.test(month) && existsSync(path.join(FIXTURES_DIR, file))
    ? { body: read(file), contentType: 'application/json' }
    : { body: '[]', contentType: 'application/json' };
}

/** NOC's /retailprice: the first page or the recorded one at `offset`, else the empty last page. */
function nocRetail({ url }: UpstreamRequest, read: (relative: string) => string): Reply {
  const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
  const file = offset === 0 ? 'noc/retailprice.html' : `noc/retailprice-offset-${offset}.html`;
  return {
    body: read(existsSync(path.join(FIXTURES_DIR, file)) ? file : 'noc/retailprice-offset-30.html'),
    contentType: 'text/html; charset=utf-8',
  };
}

function cookieLang(headers: IncomingHttpHeaders): 'en' | 'np' {
  const match = new RegExp(`${SESSION}=lang-(en|np)`).exec(headers.cookie ?? '');
  return match?.[1] === 'en' ? 'en' : 'np';
}

function defaults(options: UpstreamOptions): Record<RouteKey, Route> {
  const kalimatiDay = options.kalimatiDay ?? '2025-10-19';
  const metalsDay = options.metalsDay ?? '2026-08-16';
  const read = (relative: string) =>
    options.rewrite ? options.rewrite(relative, fixture(relative)) : fixture(relative);
  const json = (relative: string): Reply => ({
    body: read(relative),
    contentType: 'application/json',
  });
  return {
    'nrb:rates': (request) => nrbRates(request, Infinity, read),
    'nrb:app-rate': json('nrb/app-rate.json'),
    'kalimati:np': json(`kalimati/daily-prices-np-${kalimatiDay}.json`),
    'kalimati:en': json(`kalimati/daily-prices-en-${kalimatiDay}.json`),
    // Laravel keeps the language in the session and redirects back.
    'kalimati:lang': ({ url }) => ({
      status: 302,
      headers: {
        Location: '/kalimati/',
        'Set-Cookie': [
          `XSRF-TOKEN=eyJpdiI6Ik1vY2sifQ%3D%3D; path=/; samesite=lax`,
          `${SESSION}=lang-${url.pathname.endsWith('/en') ? 'en' : 'np'}; path=/; httponly; samesite=lax`,
        ],
      },
      body: '',
    }),
    'kalimati:price': (request) =>
      kalimatiPrice(request as UpstreamRequest & { body: string }, read),
    'fenegosida:today': json(`fenegosida/today-${metalsDay}.json`),
    'fenegosida:month': (request) => metalsMonth(request, read),
    'noc:retailprice': (request) => nocRetail(request, read),
  };
}

function routeOf(pathname: string): RouteKey | null {
  if (pathname === '/nrb/api/forex/v1/rates') return 'nrb:rates';
  if (pathname === '/nrb/api/forex/v1/app-rate') return 'nrb:app-rate';
  if (pathname === '/kalimati/api/daily-prices/np') return 'kalimati:np';
  if (pathname === '/kalimati/api/daily-prices/en') return 'kalimati:en';
  if (/^\/kalimati\/lang\/(en|np)$/.test(pathname)) return 'kalimati:lang';
  if (pathname === '/kalimati/price') return 'kalimati:price';
  if (pathname === '/fenegosida/api/website/v1/Dashboard/today') return 'fenegosida:today';
  if (pathname === '/fenegosida/api/website/v1/Dashboard/monthwisehistory')
    return 'fenegosida:month';
  if (pathname === '/noc/retailprice') return 'noc:retailprice';
  return null;
}

/** Starts the fixture server; resolve `close()` before the test ends. */
export async function startUpstreamServer(options: UpstreamOptions = {}): Promise<UpstreamServer> {
  const base = defaults(options);
  let routes: Record<RouteKey, Route> = { ...base };
  const requests: UpstreamRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const send = (res: ServerResponse, reply: Reply) => {
    if (res.destroyed) return;
    const headers: Record<string, string | string[]> = {
      'Content-Type': reply.contentType ?? 'application/json',
      ...reply.headers,
    };
    res.writeHead(reply.status ?? 200, headers);
    res.end(reply.body ?? '');
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: UpstreamRequest = {
      method: req.method ?? 'GET',
      url,
      headers: req.headers,
      body,
    };
    requests.push(request);
    options.onRequest?.(request);
    const key = routeOf(url.pathname);
    if (!key) return send(res, { status: 404, body: '{"message":"Not Found"}' });
    const route = routes[key];
    let reply: Reply;
    try {
      reply = typeof route === 'function' ? route(request) : route;
    } catch (error) {
      reply = { status: 500, body: String(error), contentType: 'text/plain' };
    }
    if (reply.hold) {
      void reply.hold.finally(() => send(res, reply));
      return;
    }
    if (!reply.delayMs) return send(res, reply);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(res, reply);
    }, reply.delayMs);
    timers.add(timer);
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    env: {
      NRB_API_BASE: `${origin}/nrb/api/forex/v1`,
      KALIMATI_BASE: `${origin}/kalimati`,
      FENEGOSIDA_API_BASE: `${origin}/fenegosida/api/website/v1`,
      NOC_BASE: `${origin}/noc`,
    },
    set(key, route) {
      routes[key] = route;
    },
    reset() {
      routes = { ...base };
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
