import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { promises as fs, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The handler is CommonJS loaded by Next at run time; require it as Next does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PageCacheHandler = require('../../../lib/cache/page-cache-handler.js');

const nodeFs = {
  existsSync,
  readFile: (file: string) => fs.readFile(file),
  readFileSync: (file: string) => readFileSync(file),
  writeFile: (file: string, data: string | Buffer) => fs.writeFile(file, data),
  mkdir: (dir: string) => fs.mkdir(dir, { recursive: true }),
  stat: (file: string) => fs.stat(file),
};

function page(status: number) {
  return {
    kind: 'APP_PAGE',
    html: '<html>x</html>',
    rscData: Buffer.from('0:{}'),
    headers: {},
    postponed: undefined,
    status,
    segmentData: new Map([['/_tree', Buffer.from('t')]]),
  };
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('PageCacheHandler', () => {
  let dir: string;
  let handler: { set: (key: string, data: unknown, ctx: unknown) => Promise<void> };
  const ctx = {
    kind: 'APP_PAGE',
    isRoutePPREnabled: false,
    isFallback: false,
    cacheControl: { revalidate: 3600 },
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    handler = new PageCacheHandler({
      fs: nodeFs,
      serverDistDir: dir,
      flushToDisk: true,
      revalidatedTags: [],
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a 200 page to disk', async () => {
    await handler.set('/en/calendar/2083/mangsir', page(200), ctx);
    expect(files(dir).length).toBeGreaterThan(0);
  });

  it('writes nothing for a 404 or a redirect, however many distinct URLs', async () => {
    for (let i = 0; i < 20; i += 1) {
      await handler.set(`/en/calendar/junk${i}/mangsir`, page(404), ctx);
      await handler.set(`/en/calendar/2083/${i}`, page(308), ctx);
    }
    expect(files(dir)).toEqual([]);
  });

  it('keeps fetch-cache entries, which have no status', () => {
    expect(PageCacheHandler.isKeepable({ kind: 'FETCH', data: {} })).toBe(true);
    expect(PageCacheHandler.isKeepable({ kind: 'REDIRECT', props: {} })).toBe(false);
  });
});
