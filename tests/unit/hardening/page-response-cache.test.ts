import {
  createServer,
  request as httpRequest,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createPageResponseCache, type PageResponseCache } from '@/lib/http/page-response-cache';

/** What the stand-in for Next answers, per path; `calls` counts the requests it saw. */
interface Answer {
  status?: number;
  headers?: OutgoingHttpHeaders;
  body?: string;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  'x-nextjs-cache': 'HIT',
  etag: '"abc"',
  'x-frame-options': 'DENY',
};

let clock = 0;
let cache: PageResponseCache;
let answers: Record<string, Answer>;
let calls: string[];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (cache.tryServe(req, res)) return;
    cache.capture(req, res);
    calls.push(`${req.method} ${req.url}`);
    const answer = answers[req.url ?? ''] ?? { status: 404, body: 'missing' };
    const body = answer.body ?? 'नमस्ते page';
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    // Like Next: headers set one by one (a header given to writeHead is invisible to
    // getHeader, so such an answer is never kept).
    res.statusCode = answer.status ?? 200;
    const headers = {
      ...PAGE_HEADERS,
      ...answer.headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string);
    // Next writes the page as a string, or through its compression stream in chunks.
    if (gzip) {
      const zipped = gzipSync(body);
      res.write(zipped.subarray(0, 10));
      res.end(zipped.subarray(10));
    } else {
      res.end(req.method === 'HEAD' ? undefined : body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clock = 0;
  cache = createPageResponseCache({ ttlMs: 5_000, maxBytes: 1_000, now: () => clock });
  answers = { '/en': {}, '/ne': { body: 'नेपाली' } };
  calls = [];
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ port, path, method, headers, host: '127.0.0.1' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('createPageResponseCache', () => {
  it('answers a repeat visit from the copy, with the same body and headers', async () => {
    const first = await get('/en');
    const second = await get('/en');
    expect(calls).toEqual(['GET /en']);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe('नमस्ते page');
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['cache-control']).toBe(PAGE_HEADERS['cache-control']);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength('नमस्ते page')));
  });

  it('keeps each URL apart', async () => {
    await get('/en');
    await get('/ne');
    expect((await get('/ne')).body.toString()).toBe('नेपाली');
    expect((await get('/en')).body.toString()).toBe('नमस्ते page');
    expect(calls).toEqual(['GET /en', 'GET /ne']);
  });

  it('keeps a compressed answer for clients that asked for the same encoding only', async () => {
    await get('/en', { 'accept-encoding': 'gzip' });
    const zipped = await get('/en', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe('नमस्ते page');
    const plain = await get('/en');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('नमस्ते page');
    expect(calls).toEqual(['GET /en', 'GET /en']);
  });

  it('goes back to Next once the copy is older than its lifetime', async () => {
    await get('/en');
    clock = 4_999;
    await get('/en');
    expect(calls).toHaveLength(1);
    clock = 5_000;
    await get('/en');
    expect(calls).toHaveLength(2);
  });

  it('answers HEAD from the copy without a body, and a matching If-None-Match with 304', async () => {
    await get('/en');
    const head = await get('/en', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    const notModified = await get('/en', { 'if-none-match': '"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe('"abc"');
    expect((await get('/en', { 'if-none-match': '"old"' })).status).toBe(200);
    expect(calls).toEqual(['GET /en']);
  });

  it.each<[string, Answer]>([
    ['a 404', { status: 404 }],
    ['a page Next rendered for this request', { headers: { 'x-nextjs-cache': 'MISS' } }],
    ['a stale page being regenerated', { headers: { 'x-nextjs-cache': 'STALE' } }],
    ['an answer that sets a cookie', { headers: { 'set-cookie': 'NEXT_LOCALE=en' } }],
    ['a private answer', { headers: { 'cache-control': 'private, no-store, max-age=0' } }],
  ])('never keeps %s', async (_, answer) => {
    answers['/en'] = answer;
    await get('/en');
    await get('/en');
    expect(calls).toEqual(['GET /en', 'GET /en']);
    expect(cache.size).toBe(0);
  });

  it.each<[string, string, Record<string, string>]>([
    ['a query', '/en?bs=2082-01-01', {}],
    ['an RSC request of the client router', '/en', { rsc: '1' }],
    ['a prefetch', '/en', { rsc: '1', 'next-router-prefetch': '1' }],
    ['a draft-mode visitor', '/en', { cookie: 'a=1; __prerender_bypass=x' }],
    ['an API path', '/api/v1/forex', {}],
  ])('always passes %s to Next', async (_, path, headers) => {
    answers[path] = {};
    await get(path, headers);
    await get(path, headers);
    expect(calls).toHaveLength(2);
  });

  it('drops every copy after a successful revalidation, and only then', async () => {
    answers['/api/internal/revalidate'] = { status: 401, headers: { 'x-nextjs-cache': '' } };
    await get('/en');
    await get('/api/internal/revalidate', {}, 'POST');
    expect(cache.size).toBe(1);
    answers['/api/internal/revalidate'] = { status: 200, headers: { 'x-nextjs-cache': '' } };
    await get('/api/internal/revalidate', {}, 'POST');
    expect(cache.size).toBe(0);
    await get('/en');
    expect(calls.filter((call) => call === 'GET /en')).toHaveLength(2);
  });

  it('stays within its byte budget, dropping the oldest copies first', async () => {
    for (const path of ['/a', '/b', '/c', '/d']) answers[path] = { body: 'x'.repeat(300) };
    for (const path of ['/a', '/b', '/c', '/d']) await get(path);
    expect(cache.size).toBe(3);
    calls = [];
    await get('/d');
    await get('/a');
    expect(calls).toEqual(['GET /a']);
  });
});
