import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDiskStore } from '@/lib/cache/disk-store.mjs';

type Store = ReturnType<typeof createDiskStore>;

/** A cached page as Next hands it over: HTML, the RSC payload and its segments. */
function entry(html: string, { tags = [] as string[], lastModified = Date.now() } = {}) {
  return {
    lastModified,
    lifespan: null,
    tags,
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`0:${html}`),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status: 200,
      postponed: undefined,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    },
  };
}

const noTags = { implicitTags: [] as string[] };

describe('the disk page store', () => {
  let dir: string;
  const open = (maxBytes = 10_000_000): Store => createDiskStore({ dir, maxBytes });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'disk-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back a page as it was stored, Buffers and segment Map included, after a restart', async () => {
    await open().set('/en/calendar/2083/mangsir', entry('<p>mangsir</p>'));
    const restarted = open();
    const found = (await restarted.get('/en/calendar/2083/mangsir', noTags)) as ReturnType<
      typeof entry
    >;
    expect(found.value.html).toBe('<p>mangsir</p>');
    expect(Buffer.isBuffer(found.value.rscData)).toBe(true);
    expect(found.value.rscData.toString()).toBe('0:<p>mangsir</p>');
    expect(found.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(await restarted.get('/en/calendar/2083/poush', noTags)).toBeNull();
  });

  it('stays within its bound, dropping the least recently used page first', async () => {
    const page = 'x'.repeat(20_000);
    const probe = open();
    await probe.set('/probe', entry(page));
    const size = (await probe.usage()).bytes;
    await probe.delete('/probe');

    const store = open(size * 3 + size / 2);
    await store.set('/a', entry(page));
    await store.set('/b', entry(page));
    await store.set('/c', entry(page));
    await store.get('/a', noTags); // /a is now the most recently used
    await store.set('/d', entry(page));

    expect(await store.get('/b', noTags)).toBeNull();
    for (const key of ['/a', '/c', '/d']) expect(await store.get(key, noTags)).not.toBeNull();
    const { bytes, entries } = await store.usage();
    expect(entries).toBe(3);
    expect(bytes).toBeLessThanOrEqual(size * 3 + size / 2);
    expect(readdirSync(dir).filter((name) => name.endsWith('.entry'))).toHaveLength(3);
  });

  it('applies its bound at start-up when it was lowered', async () => {
    const big = open();
    for (const key of ['/a', '/b', '/c', '/d']) {
      await big.set(key, entry('y'.repeat(20_000)));
      await sleep(5); // distinct file times: the order of use
    }
    const { bytes } = await big.usage();
    const smaller = open(Math.floor(bytes / 2));
    expect((await smaller.usage()).entries).toBe(2);
    expect(await smaller.get('/d', noTags)).not.toBeNull();
  });

  it('never stores an entry larger than the whole bound', async () => {
    const store = open(1_000);
    await store.set('/huge', entry('z'.repeat(5_000)));
    expect(await store.get('/huge', noTags)).toBeNull();
    expect((await store.usage()).entries).toBe(0);
  });

  it('drops the pages of a revalidated tag, and remembers a revalidated path across a restart', async () => {
    const store = open();
    const before = Date.now() - 1_000;
    await store.set('/en', entry('home', { tags: ['forex'], lastModified: before }));
    await store.set('/en/calendar', entry('calendar', { lastModified: before }));
    await store.set('/en/faq', entry('faq', { lastModified: before }));
    await store.revalidateTag('forex');
    await store.revalidateTag('_N_T_/en/calendar');

    expect(await store.get('/en', noTags)).toBeNull();
    const restarted = open();
    expect(await restarted.get('/en/calendar', { implicitTags: ['_N_T_/en/calendar'] })).toBeNull();
    expect(await restarted.get('/en/faq', { implicitTags: ['_N_T_/en/faq'] })).not.toBeNull();
  });

  it('keeps an entry stored only when asked not to overwrite', async () => {
    const store = open();
    await store.set('/en', entry('first'));
    await store.set('/en', entry('second'), { setOnlyIfNotExists: true });
    expect(((await store.get('/en', noTags)) as ReturnType<typeof entry>).value.html).toBe('first');
  });

  it('keeps one whole entry when the same page is stored many times at once', async () => {
    const store = open();
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.set('/en', entry(`<p>${i}</p>`))));
    expect((await store.usage()).entries).toBe(1);
    const found = (await open().get('/en', noTags)) as ReturnType<typeof entry>;
    expect(found.value.html).toMatch(/^<p>\d+<\/p>$/);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('removes a damaged file at start-up instead of serving it', async () => {
    writeFileSync(path.join(dir, 'broken.entry'), 'not an entry');
    const store = open();
    expect((await store.usage()).entries).toBe(0);
    expect(readdirSync(dir)).not.toContain('broken.entry');
  });
});
