import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { redisServerMissing, startRedisServer, type RedisServer } from '../../support/redis-server';

interface Handler {
  get(key: string, ctx: { kind: string; softTags?: string[] }): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
type HandlerClass = new (context: { serverDistDir: string; dev: boolean }) => Handler;

const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const SET_CTX = { ...PAGE_CTX, cacheControl: { revalidate: 3600, expire: undefined } };

function page(status: number, html = '<p>page</p>', extraTags: string[] = []) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`0:${html}`),
    headers: {
      'x-next-cache-tags': ['_N_T_/layout', '_N_T_/en/layout', '_N_T_/en', ...extraTags].join(','),
    },
    postponed: undefined,
    status,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

const savedEnv = { ...process.env };
const loaded: { closeSharedCache: () => Promise<void> }[] = [];
afterEach(async () => {
  process.env = { ...savedEnv };
  await Promise.all(loaded.splice(0).map((module) => module.closeSharedCache()));
});

/**
 * The handler as `next start` loads it: a fresh module (its configuration is per process), which
 * reads the environment on its first use.
 */
function loadHandler(distDir: string, env: { REDIS_URL: string | undefined }): Handler {
  if (env.REDIS_URL) process.env.REDIS_URL = env.REDIS_URL;
  else delete process.env.REDIS_URL;
  let Loaded: HandlerClass | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const handlerModule = require('@/lib/cache/page-cache-handler.mjs');
    loaded.push(handlerModule);
    Loaded = handlerModule.default;
  });
  mkdirSync(path.join(distDir, 'server'), { recursive: true });
  return new Loaded!({ serverDistDir: path.join(distDir, 'server'), dev: false });
}

const entriesOnDisk = (distDir: string) => {
  try {
    return readdirSync(path.join(distDir, 'cache', 'pages'), { recursive: true }).filter((n) =>
      String(n).endsWith('.entry'),
    );
  } catch {
    return [];
  }
};

describe('the page cache without Redis', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('keeps a successful page on disk and serves it to a restarted server', async () => {
    const handler = loadHandler(distDir, { REDIS_URL: undefined });
    await handler.set('/en/calendar/2083/mangsir', page(200, '<p>mangsir</p>'), SET_CTX);
    const restarted = loadHandler(distDir, { REDIS_URL: undefined });
    const found = await restarted.get('/en/calendar/2083/mangsir', PAGE_CTX);
    expect((found?.value as { html: string }).html).toBe('<p>mangsir</p>');
  });

  it('never serves a page rendered by an earlier build of the same directory', async () => {
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-a');
    const before = loadHandler(distDir, { REDIS_URL: undefined });
    await before.set('/en', page(200, '<p>old code</p>'), SET_CTX);
    expect(await before.get('/en', PAGE_CTX)).not.toBeNull();

    writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-b');
    const rebuilt = loadHandler(distDir, { REDIS_URL: undefined });
    expect(await rebuilt.get('/en', PAGE_CTX)).toBeNull();
    expect(existsSync(path.join(distDir, 'cache', 'pages', 'build-a'))).toBe(false);
  });

  it('stores nothing for a 404 or a redirect, however many distinct URLs', async () => {
    const handler = loadHandler(distDir, { REDIS_URL: undefined });
    for (let i = 0; i < 20; i += 1) {
      await handler.set(`/en/calendar/junk${i}/mangsir`, page(404), SET_CTX);
      await handler.set(`/en/calendar/2083/${i}`, { kind: 'REDIRECT', props: {} }, SET_CTX);
    }
    expect(entriesOnDisk(distDir)).toEqual([]);
    expect(await handler.get('/en/calendar/junk1/mangsir', PAGE_CTX)).toBeNull();
  });

  it('never stores a page rendered during a store outage over one with data', async () => {
    const handler = loadHandler(distDir, { REDIS_URL: undefined });
    // The page says so in its cache tags (lib/market/unavailable-store.ts), not only in its HTML.
    const outage = '<main><div role="alert">Could not load</div></main>';
    const outagePage = page(200, outage, ['store-outage']);
    await handler.set('/en/foreign-currency-exchange', page(200, '<p>USD 150.80</p>'), SET_CTX);
    await handler.set('/en/foreign-currency-exchange', outagePage, SET_CTX);
    // Words alone decide nothing: a page with data that mentions the state replaces one.
    await handler.set('/en/nepali-date-converter', page(200, '<p>old</p>'), SET_CTX);
    await handler.set('/en/nepali-date-converter', page(200, outage), SET_CTX);
    const replaced = await handler.get('/en/nepali-date-converter', PAGE_CTX);
    expect((replaced?.value as { html: string }).html).toBe(outage);
    const kept = await handler.get('/en/foreign-currency-exchange', PAGE_CTX);
    expect((kept?.value as { html: string }).html).toBe('<p>USD 150.80</p>');

    // With no earlier copy the error state is kept (briefly, by its own revalidate), and the
    // first render with data replaces it.
    await handler.set('/en/gold-and-silver-in-nepal', outagePage, SET_CTX);
    const first = await handler.get('/en/gold-and-silver-in-nepal', PAGE_CTX);
    expect((first?.value as { html: string }).html).toBe(outage);
    await handler.set('/en/gold-and-silver-in-nepal', page(200, '<p>gold</p>'), SET_CTX);
    const filled = await handler.get('/en/gold-and-silver-in-nepal', PAGE_CTX);
    expect((filled?.value as { html: string }).html).toBe('<p>gold</p>');
  });

  it('forgets a page once its path is revalidated', async () => {
    const handler = loadHandler(distDir, { REDIS_URL: undefined });
    await handler.set('/en', page(200), SET_CTX);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag(['_N_T_/en']);
    expect(await handler.get('/en', { ...PAGE_CTX, softTags: ['_N_T_/en'] })).toBeNull();
  });
});

const missing = redisServerMissing();
const describeRedis = missing && !process.env.CI ? describe.skip : describe;

describeRedis('the page cache shared through Redis', () => {
  let redis: RedisServer;
  let dirs: string[];
  let warn: jest.SpyInstance;
  const newDist = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    dirs.push(dir);
    return dir;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    if (missing) throw new Error(missing);
    redis = await startRedisServer({ dir: tmpdir() });
  });
  afterAll(() => redis?.stop());
  beforeEach(() => {
    dirs = [];
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a page stored by one instance from another, and a revalidation on one reaches both', async () => {
    const first = loadHandler(newDist(), { REDIS_URL: redis.url });
    const second = loadHandler(newDist(), { REDIS_URL: redis.url });
    await settle();
    await first.set('/en/faq', page(200, '<p>faq</p>'), SET_CTX);
    const found = await second.get('/en/faq', PAGE_CTX);
    expect((found?.value as { html: string }).html).toBe('<p>faq</p>');
    expect(Buffer.isBuffer((found?.value as { rscData: Buffer }).rscData)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.revalidateTag(['_N_T_/en']);
    expect(await first.get('/en/faq', { ...PAGE_CTX, softTags: ['_N_T_/en'] })).toBeNull();
  });

  it('keeps pages in Redis compressed, with an expiry so the LRU bound can drop them', async () => {
    const handler = loadHandler(newDist(), { REDIS_URL: redis.url });
    await settle();
    const html = `<p>${'मंसिर '.repeat(5_000)}</p>`;
    await handler.set('/ne/calendar/2083/mangsir', page(200, html), SET_CTX);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const [key] = await client.keys('*/ne/calendar/2083/mangsir');
      expect(key).toBeDefined();
      expect(Number(await client.strLen(key!))).toBeLessThan(Buffer.byteLength(html) / 4);
      expect(await client.ttl(key!)).toBeGreaterThan(0);
      expect(await client.configGet('maxmemory-policy')).toEqual({
        'maxmemory-policy': 'volatile-lru',
      });
    } finally {
      await client.close();
    }
  });

  it('serves from this instance’s disk while Redis is down, says so once, and shares again when it is back', async () => {
    const distDir = newDist();
    const handler = loadHandler(distDir, { REDIS_URL: redis.url });
    expect(await handler.get('/en/calendar', PAGE_CTX)).toBeNull(); // connected, nothing stored
    await redis.stop();
    await settle();

    const started = Date.now();
    await handler.set('/en/calendar', page(200, '<p>offline</p>'), SET_CTX);
    const found = await handler.get('/en/calendar', PAGE_CTX);
    expect(Date.now() - started).toBeLessThan(500);
    expect((found?.value as { html: string }).html).toBe('<p>offline</p>');
    expect(entriesOnDisk(distDir)).toHaveLength(1);
    const downLines = warn.mock.calls.map(String).filter((line) => /unavailable/.test(line));
    expect(downLines).toHaveLength(1);
    expect(downLines[0]).toMatch(/Redis at 127\.0\.0\.1:\d+ unavailable .*disk/);

    await redis.start();
    for (let i = 0; i < 50 && !warn.mock.calls.map(String).some((l) => /shared again/.test(l)); i++)
      await settle();
    expect(warn.mock.calls.map(String).some((line) => /shared again/.test(line))).toBe(true);
    await handler.set('/en/faq', page(200, '<p>shared</p>'), SET_CTX);
    const other = loadHandler(newDist(), { REDIS_URL: redis.url });
    await settle();
    expect(((await other.get('/en/faq', PAGE_CTX))?.value as { html: string }).html).toBe(
      '<p>shared</p>',
    );
  });
});
