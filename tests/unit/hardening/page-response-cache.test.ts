import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
// The compression Next's server puts in front of every answer (next/dist/server/lib/router-server).
import nextCompression from 'next/dist/compiled/compression';
import { createPageBrotli, type PageBrotli } from '@/lib/http/page-brotli';
import { createPageResponseCache, type PageResponseCache } from '@/lib/http/page-response-cache';
import { fetchAsSent } from '../../support/raw-http';

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
let brotli: PageBrotli;
let cache: PageResponseCache;
let answers: Record<string, Answer>;
let calls: string[];
let server: Server;
let port: number;

beforeAll(async () => {
  const compress = nextCompression();
  server = createServer((req, res) => {
    if (cache.tryServe(req, res)) return;
    cache.capture(req, res);
    calls.push(`${req.method} ${req.url}`);
    const answer = answers[req.url ?? ''] ?? { status: 404, body: 'missing' };
    const body = answer.body ?? 'नमस्ते page';
    if (req.headers['x-test-compression'] === 'next') {
      // As Next's server does: its compression wraps the answer, which is written plain.
      compress(req, res, () => {});
      res.statusCode = answer.status ?? 200;
      for (const [name, value] of Object.entries({ ...PAGE_HEADERS, ...answer.headers })) {
        res.setHeader(name, value as string);
      }
      res.end(body);
      return;
    }
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
  brotli = createPageBrotli({ quality: 5 });
  cache = createPageResponseCache({ ttlMs: 5_000, maxBytes: 1_000, now: () => clock, brotli });
  answers = { '/en': {}, '/ne': { body: 'नेपाली' } };
  calls = [];
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetchAsSent(`http://127.0.0.1:${port}`, path, { headers, method });
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

  describe('brotli', () => {
    const LONG_PAGE = `<p>${'नमस्ते पात्रो, '.repeat(200)}</p>`;
    const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

    beforeEach(() => {
      answers['/en'] = { body: LONG_PAGE };
      cache = createPageResponseCache({ ttlMs: 5_000, now: () => clock, brotli });
    });

    /** A visit after the replay copy has expired, so that Next answers it. */
    async function laterVisit(headers: Record<string, string> = BROTLI) {
      clock += 10_000;
      return get('/en', headers);
    }

    it.each([
      ['Next compression', { 'x-test-compression': 'next' }],
      ['an answer written as gzip', {}],
    ])('sends the copy in place of gzip once it is made (%s)', async (_, extra) => {
      const first = await get('/en', { ...BROTLI, ...extra });
      expect(first.headers['content-encoding']).toBe('gzip');
      await brotli.idle();
      expect(brotli.size).toBe(1);
      const second = await laterVisit({ ...BROTLI, ...extra });
      expect(calls).toEqual(['GET /en', 'GET /en']);
      expect(second.status).toBe(200);
      expect(second.headers['content-encoding']).toBe('br');
      expect(second.headers['content-length']).toBe(String(second.body.length));
      expect(second.headers.etag).toBe('"abc"');
      expect(second.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(second.body).toString()).toBe(LONG_PAGE);
      expect(second.body.length).toBeLessThan(gunzipSync(first.body).length / 4);
      // The replay copy of that visit is the brotli answer too.
      const replay = await get('/en', { ...BROTLI, ...extra });
      expect(replay.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(replay.body).toString()).toBe(LONG_PAGE);
      expect(calls).toHaveLength(2);
    });

    it('makes the copy from a plain answer for a client that accepts brotli only', async () => {
      const first = await get('/en', { 'accept-encoding': 'br' });
      expect(first.headers['content-encoding']).toBeUndefined();
      await brotli.idle();
      const second = await laterVisit({ 'accept-encoding': 'br' });
      expect(second.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(second.body).toString()).toBe(LONG_PAGE);
    });

    it('sends a copy only for the answer it was made of', async () => {
      await get('/en', BROTLI);
      await brotli.idle();
      answers['/en'] = { body: 'new data', headers: { etag: '"def"' } };
      const changed = await laterVisit();
      expect(changed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(changed.body).toString()).toBe('new data');
    });

    it('sends a copy of a stale answer, which Next sends as it was', async () => {
      answers['/en'] = { body: LONG_PAGE, headers: { 'x-nextjs-cache': 'STALE' } };
      await get('/en', BROTLI);
      await brotli.idle();
      const second = await laterVisit();
      expect(second.headers['content-encoding']).toBe('br');
    });

    it.each<[string, Answer]>([
      ['a 404', { status: 404, body: LONG_PAGE }],
      ['a page Next rendered for this request', { headers: { 'x-nextjs-cache': 'MISS' } }],
      ['an answer that sets a cookie', { headers: { 'set-cookie': 'NEXT_LOCALE=en' } }],
      ['a private answer', { headers: { 'cache-control': 'private, no-store, max-age=0' } }],
    ])('makes no copy of %s', async (_, answer) => {
      answers['/en'] = { body: LONG_PAGE, ...answer };
      await get('/en', BROTLI);
      await brotli.idle();
      expect(brotli.size).toBe(0);
    });

    it.each([
      ['no Accept-Encoding', {}],
      ['gzip only', { 'accept-encoding': 'gzip' }],
      ['brotli refused', { 'accept-encoding': 'gzip, br;q=0' }],
    ])('never sends brotli to a client with %s', async (_, headers: Record<string, string>) => {
      await get('/en', BROTLI);
      await brotli.idle();
      const other = await laterVisit(headers);
      expect(other.headers['content-encoding']).not.toBe('br');
      const body =
        other.headers['content-encoding'] === 'gzip' ? gunzipSync(other.body) : other.body;
      expect(body.toString()).toBe(LONG_PAGE);
    });

    it('answers a matching If-None-Match with 304 and no body', async () => {
      await get('/en', BROTLI);
      await brotli.idle();
      answers['/en'] = { body: LONG_PAGE, status: 304 };
      const notModified = await laterVisit({ ...BROTLI, 'if-none-match': '"abc"' });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['content-encoding']).not.toBe('br');
    });
  });
});
