import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { microcacheTtlMs } from '@/lib/env/microcache';
import { keepFor, withMicrocache } from '@/lib/http/microcache';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
};

/** An app on loopback behind the microcache, with a clock the test moves and a call count. */
async function serve(
  answer: (res: ServerResponse, call: number, url: string) => void | Promise<void>,
  options: { ttlMs?: number; maxBytes?: number } = {},
) {
  let clock = 1_000_000;
  let calls = 0;
  const app: RequestListener = (req, res) => {
    calls += 1;
    void answer(res, calls, req.url ?? '/');
  };
  const server: Server = createServer(
    withMicrocache(app, {
      ttlMs: options.ttlMs ?? 1000,
      maxBytes: options.maxBytes ?? 1 << 20,
      now: () => clock,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
    calls: () => calls,
    advance: (ms: number) => {
      clock += ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function page(res: ServerResponse, body: string, headers: Record<string, string> = PAGE_HEADERS) {
  res.writeHead(200, headers);
  res.end(body);
}

describe('withMicrocache', () => {
  let site: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  it('answers a repeat of a public page from memory, the same bytes and headers, until its time is up', async () => {
    site = await serve((res, call) => page(res, `rendered ${call}`));
    const first = await site.get('/en');
    expect(first.headers.get('x-microcache')).toBe('MISS');
    expect(await first.text()).toBe('rendered 1');

    site.advance(999);
    const second = await site.get('/en');
    expect(second.headers.get('x-microcache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe(PAGE_HEADERS['cache-control']);
    expect(second.headers.get('content-type')).toBe(PAGE_HEADERS['content-type']);
    expect(second.headers.get('content-length')).toBe(String('rendered 1'.length));
    expect(await second.text()).toBe('rendered 1');
    expect(site.calls()).toBe(1);

    site.advance(1);
    expect(await (await site.get('/en')).text()).toBe('rendered 2');
  });

  it('keeps each query string and each accepted encoding apart', async () => {
    site = await serve((res, call, url) => page(res, `${url} ${call}`));
    expect(await (await site.get('/en/search?q=tihar')).text()).toBe('/en/search?q=tihar 1');
    expect(await (await site.get('/en/search?q=dashain')).text()).toBe('/en/search?q=dashain 2');
    const identity = await site.get('/en/search?q=tihar', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(await identity.text()).toBe('/en/search?q=tihar 3');
    expect(await (await site.get('/en/search?q=tihar')).text()).toBe('/en/search?q=tihar 1');
  });

  it('records a body written in pieces and headers given only to writeHead', async () => {
    site = await serve((res) => {
      res.setHeader('x-early', 'set before');
      res.writeHead(200, {
        'Cache-Control': 'public, max-age=0, s-maxage=60',
        'X-Late': 'in head',
      });
      res.write('<p>');
      res.write(Buffer.from('नमस्ते'));
      res.end('</p>', 'utf8');
    });
    await (await site.get('/ne')).text();
    const hit = await site.get('/ne');
    expect(hit.headers.get('x-microcache')).toBe('HIT');
    expect(hit.headers.get('x-early')).toBe('set before');
    expect(hit.headers.get('x-late')).toBe('in head');
    expect(await hit.text()).toBe('<p>नमस्ते</p>');
  });

  it('answers HEAD from a GET’s copy, with its length and no body', async () => {
    site = await serve((res, call) => page(res, `rendered ${call}`));
    await (await site.get('/en')).text();
    const head = await site.get('/en', { method: 'HEAD' });
    expect(head.headers.get('x-microcache')).toBe('HIT');
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
    expect(site.calls()).toBe(1);
  });

  it.each([
    ['private', { ...PAGE_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0' }],
    ['without Cache-Control', { 'content-type': 'text/html' }],
    ['with a cookie', { ...PAGE_HEADERS, 'set-cookie': 'NEXT_LOCALE=ne; Path=/' }],
    ['varying on the language', { ...PAGE_HEADERS, vary: 'Accept-Language' }],
    ['with s-maxage=0', { ...PAGE_HEADERS, 'cache-control': 'public, max-age=60, s-maxage=0' }],
  ])('never keeps an answer %s', async (_, headers) => {
    site = await serve((res, call) => page(res, `rendered ${call}`, headers));
    await (await site.get('/en')).text();
    expect(await (await site.get('/en')).text()).toBe('rendered 2');
  });

  it('never keeps an error, nor an answer cut short', async () => {
    site = await serve((res, call) => {
      if (call === 1) {
        res.writeHead(500, PAGE_HEADERS);
        res.end('outage');
      } else if (call === 2) {
        res.writeHead(200, PAGE_HEADERS);
        res.write('half a pa');
        res.destroy();
      } else {
        page(res, `rendered ${call}`);
      }
    });
    expect((await site.get('/en')).status).toBe(500);
    await expect(site.get('/en').then((r) => r.text())).rejects.toThrow();
    expect(await (await site.get('/en')).text()).toBe('rendered 3');
    expect(await (await site.get('/en')).text()).toBe('rendered 3');
  });

  it.each([
    ['a client-side navigation', { rsc: '1' }],
    ['a prefetch', { 'next-router-prefetch': '1' }],
    ['a conditional request', { 'if-none-match': '"abc"' }],
    ['a range', { range: 'bytes=0-3' }],
  ])('sends %s to the app every time', async (_, headers) => {
    site = await serve((res, call) => page(res, `rendered ${call}`));
    await (await site.get('/en')).text();
    const bypassed = await site.get('/en', { headers });
    expect(bypassed.headers.get('x-microcache')).toBeNull();
    expect(await bypassed.text()).toBe('rendered 2');
  });

  it('empties itself when the app accepts a write (ingestion’s revalidation), not when it refuses one', async () => {
    site = await serve((res, call, url) => {
      if (url === '/api/internal/revalidate') {
        res.writeHead(call === 2 ? 401 : 200);
        res.end();
      } else page(res, `rendered ${call}`);
    });
    await (await site.get('/en')).text();
    expect((await site.get('/api/internal/revalidate', { method: 'POST' })).status).toBe(401);
    expect(await (await site.get('/en')).text()).toBe('rendered 1');
    expect((await site.get('/api/internal/revalidate', { method: 'POST' })).status).toBe(200);
    expect(await (await site.get('/en')).text()).toBe('rendered 4');
  });

  it('does not keep a page rendered before a revalidation that finished during it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    site = await serve(async (res, call, url) => {
      if (url === '/api/internal/revalidate') {
        res.writeHead(204);
        return void res.end();
      }
      if (call === 1) await gate;
      page(res, `rendered ${call}`);
    });
    const old = site.get('/en').then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await site.get('/api/internal/revalidate', { method: 'POST' });
    release();
    expect(await old).toBe('rendered 1');
    expect(await (await site.get('/en')).text()).toBe('rendered 3');
  });

  it('lets one request render a page while the others wait for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    site = await serve(async (res, call) => {
      await gate;
      page(res, `rendered ${call}`);
    });
    const answers = Array.from({ length: 5 }, () => site!.get('/en').then((r) => r.text()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await Promise.all(answers)).toEqual(Array(5).fill('rendered 1'));
    expect(site.calls()).toBe(1);
  });

  it('answers with the expired copy while one request renders the next', async () => {
    let release: (() => void) | undefined;
    site = await serve(async (res, call) => {
      if (call === 2) await new Promise<void>((resolve) => (release = resolve));
      page(res, `rendered ${call}`);
    });
    await (await site.get('/en')).text();
    site.advance(1000);
    const refill = site.get('/en').then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stale = await site.get('/en');
    expect(stale.headers.get('x-microcache')).toBe('STALE');
    expect(await stale.text()).toBe('rendered 1');
    release!();
    expect(await refill).toBe('rendered 2');
    expect(await (await site.get('/en')).text()).toBe('rendered 2');
  });

  it('passes on an answer larger than an eighth of its room without keeping it', async () => {
    site = await serve((res, call) => page(res, `${call}`.padEnd(101, '.')), { maxBytes: 800 });
    expect((await (await site.get('/big')).text()).length).toBe(101);
    expect((await site.get('/big')).headers.get('x-microcache')).toBe('MISS');
    expect(site.calls()).toBe(2);
  });

  it('drops the least recently used pages beyond its bound', async () => {
    site = await serve((res, _, url) => page(res, url.padEnd(100, '.')), { maxBytes: 800 });
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']) {
      await (await site.get(path)).text();
    }
    await (await site.get('/a')).text();
    expect(site.calls()).toBe(8);
    await (await site.get('/i')).text();
    expect((await site.get('/a')).headers.get('x-microcache')).toBe('HIT');
    expect((await site.get('/b')).headers.get('x-microcache')).toBe('MISS');
  });
});

describe('keepFor', () => {
  it('takes the shorter of its own time and the shared max-age', () => {
    expect(keepFor(200, { 'cache-control': 'public, max-age=30, s-maxage=300' }, 1000)).toBe(1000);
    expect(keepFor(200, { 'cache-control': 'public, max-age=0, s-maxage=1' }, 5000)).toBe(1000);
    expect(keepFor(200, { 'cache-control': 'public, max-age=2' }, 5000)).toBe(2000);
    expect(keepFor(200, { 'cache-control': 'public, max-age=60', vary: '*' }, 5000)).toBe(0);
    expect(keepFor(302, { 'cache-control': 's-maxage=60' }, 5000)).toBe(0);
    expect(keepFor(500, { 'cache-control': 's-maxage=60' }, 5000)).toBe(0);
  });

  it('keeps the public answers to bad requests as it keeps pages, so a repeat costs no render', () => {
    for (const status of [400, 404, 405, 410]) {
      expect(keepFor(status, { 'cache-control': 'public, max-age=0, s-maxage=300' }, 1000)).toBe(
        1000,
      );
    }
    expect(keepFor(404, { 'cache-control': 'private, no-cache, no-store' }, 1000)).toBe(0);
    expect(keepFor(429, { 'cache-control': 'no-store' }, 1000)).toBe(0);
  });
});

describe('microcacheTtlMs', () => {
  it('is a second by default, off at 0, and refuses anything but whole seconds up to a minute', () => {
    expect(microcacheTtlMs({})).toBe(1000);
    expect(microcacheTtlMs({ PAGE_MICROCACHE_SECONDS: ' ' })).toBe(1000);
    expect(microcacheTtlMs({ PAGE_MICROCACHE_SECONDS: '0' })).toBe(0);
    expect(microcacheTtlMs({ PAGE_MICROCACHE_SECONDS: '5' })).toBe(5000);
    for (const bad of ['-1', '1.5', 'one', '61']) {
      expect(() => microcacheTtlMs({ PAGE_MICROCACHE_SECONDS: bad })).toThrow(
        'PAGE_MICROCACHE_SECONDS must be a whole number of seconds from 0 to 60',
      );
    }
  });
});
