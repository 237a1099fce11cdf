import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { DELETE, GET, POST } from '@/app/api/internal/revalidate/route';
import { catchUp, runCli } from '@/lib/ingest';
import { getEnv } from '@/lib/env';
import { pathsFor, processSecret, SOURCE_PAGES } from '@/lib/ingest/page-refresh';
import {
  FAST,
  pinClock,
  useCleanEnv,
  useTempStore,
  useUpstream,
} from '../../support/upstream/harness';
import { faults } from '../../support/upstream/upstream-server';

// revalidatePath needs Next's request store; here we only record what the route asks for.
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
const { revalidatePath } = jest.requireMock<{ revalidatePath: jest.Mock }>('next/cache');

const SECRET = 'test-secret-0123456789abcdef';

function post(body: unknown, auth?: string): NextRequest {
  return new NextRequest('http://localhost/api/internal/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/internal/revalidate', () => {
  useCleanEnv();
  beforeEach(() => {
    revalidatePath.mockClear();
    process.env.REVALIDATE_SECRET = SECRET;
  });

  it('answers 401 without the secret, or with a wrong one, and revalidates nothing', async () => {
    for (const auth of [undefined, 'Bearer nope', `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
      const response = await POST(post({ sources: ['forex'] }, auth));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'A valid revalidation secret is required' },
      });
    }
    // No secret configured: nothing from outside the process is accepted.
    delete process.env.REVALIDATE_SECRET;
    expect((await POST(post({ sources: ['forex'] }, 'Bearer undefined'))).status).toBe(401);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('revalidates the pages of the named sources in both locales, home included', async () => {
    const response = await POST(post({ sources: ['forex'] }, `Bearer ${SECRET}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const widget = (locale: string) =>
      ['', '/light', '/dark'].map((theme) => `/${locale}/widgets/forex${theme}`);
    const expected = [
      '/en/foreign-currency-exchange',
      '/en',
      ...widget('en'),
      '/ne/foreign-currency-exchange',
      '/ne',
      ...widget('ne'),
    ];
    expect(await response.json()).toEqual({ revalidated: expected, sources: ['forex'] });
    expect(revalidatePath.mock.calls.map(([path]) => path)).toEqual(expected);

    revalidatePath.mockClear();
    await POST(post({ sources: ['vegetables', 'metals'] }, `Bearer ${SECRET}`));
    expect(revalidatePath.mock.calls.map(([path]) => path).sort()).toEqual(
      [
        '/en',
        '/en/gold-and-silver-in-nepal',
        '/en/kalimati-vegetable-price',
        '/ne',
        '/ne/gold-and-silver-in-nepal',
        '/ne/kalimati-vegetable-price',
        ...['en', 'ne'].flatMap((locale) =>
          ['gold', 'vegetables'].flatMap((name) =>
            ['', '/light', '/dark'].map((theme) => `/${locale}/widgets/${name}${theme}`),
          ),
        ),
      ].sort(),
    );
  });

  it('accepts the server’s own process secret, for its schedule', async () => {
    delete process.env.REVALIDATE_SECRET;
    const response = await POST(post({}, `Bearer ${processSecret()}`));
    expect(response.status).toBe(200);
    expect(revalidatePath).toHaveBeenCalledTimes(
      pathsFor(['forex', 'vegetables', 'metals', 'fuel']).length,
    );
  });

  it.each([
    ['an unknown source', { sources: ['weather'] }],
    ['an empty list', { sources: [] }],
    ['not JSON', 'sources=forex'],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await POST(post(body, `Bearer ${SECRET}`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    for (const handler of [GET, DELETE]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('keeps one map from source to pages', () => {
    expect(Object.keys(SOURCE_PAGES).sort()).toEqual(['forex', 'fuel', 'metals', 'vegetables']);
  });
});

/** A stand-in for the running site: forwards POSTs to the real route handler, records them. */
async function startSite(): Promise<{
  origin: string;
  calls: { auth: string | undefined; body: unknown; status: number }[];
  close: () => Promise<void>;
}> {
  const calls: { auth: string | undefined; body: unknown; status: number }[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const request = new NextRequest(`http://localhost${req.url ?? '/'}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: data,
        });
        const response = await POST(request);
        calls.push({
          auth: req.headers.authorization,
          body: JSON.parse(data || 'null') as unknown,
          status: response.status,
        });
        res.writeHead(response.status, { 'content-type': 'application/json' });
        res.end(await response.text());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('ingestion asks the running site to revalidate', () => {
  useCleanEnv();
  useTempStore();
  const upstream = useUpstream();
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());
  beforeEach(() => {
    site.calls.splice(0);
    revalidatePath.mockClear();
    pinClock('2026-08-16T06:00:00Z');
  });

  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('npm run ingest: after a run that stored data, with REVALIDATE_SECRET, at REVALIDATE_URL', async () => {
    Object.assign(process.env, { REVALIDATE_SECRET: SECRET, REVALIDATE_URL: site.origin });
    upstream().set('nrb:rates', faults.serverError());
    upstream().set('nrb:app-rate', faults.serverError());
    const { out, io } = capture();
    expect(await runCli(['metals', 'forex'], io, { fetchPolicy: FAST })).toBe(0);
    // Only metals stored data; forex failed, so its pages are left alone.
    expect(site.calls).toEqual([
      { auth: `Bearer ${SECRET}`, body: { sources: ['metals'] }, status: 200 },
    ]);
    expect(out.at(-1)).toBe(
      'revalidated 10 pages: /en/gold-and-silver-in-nepal /en /en/widgets/gold /en/widgets/gold/light /en/widgets/gold/dark /ne/gold-and-silver-in-nepal /ne /ne/widgets/gold /ne/widgets/gold/light /ne/widgets/gold/dark',
    );
    expect(revalidatePath).toHaveBeenCalledWith('/ne/gold-and-silver-in-nepal');
  });

  it('npm run ingest: asks every instance listed in REVALIDATE_URL, and says which one did not answer', async () => {
    const second = await startSite();
    const closed = await startSite();
    await closed.close();
    try {
      Object.assign(process.env, {
        REVALIDATE_SECRET: SECRET,
        REVALIDATE_URL: `${site.origin}, ${second.origin}/`,
      });
      const both = capture();
      expect(await runCli(['metals'], both.io, { fetchPolicy: FAST })).toBe(0);
      for (const instance of [site, second]) {
        expect(instance.calls).toEqual([
          { auth: `Bearer ${SECRET}`, body: { sources: ['metals'] }, status: 200 },
        ]);
      }
      expect(both.out.at(-1)).toMatch(/^revalidated 10 pages/);

      process.env.REVALIDATE_URL = `${site.origin},${closed.origin}`;
      const oneDown = capture();
      expect(await runCli(['metals'], oneDown.io, { fetchPolicy: FAST })).toBe(0);
      expect(oneDown.err).toEqual([
        `pages not revalidated: site not reachable at ${closed.origin} (ECONNREFUSED); they refresh on their time-based revalidate`,
      ]);
    } finally {
      await second.close();
    }
  });

  it('refuses a REVALIDATE_URL list with an entry that is no http(s) origin', () => {
    process.env.REVALIDATE_URL = 'http://127.0.0.1:3001,ftp://x';
    expect(() => getEnv()).toThrow(/REVALIDATE_URL/);
  });

  it('npm run ingest: fails soft, with a clear message, when the site is not running or no secret is set', async () => {
    const closed = await startSite();
    await closed.close();
    Object.assign(process.env, { REVALIDATE_SECRET: SECRET, REVALIDATE_URL: closed.origin });
    const down = capture();
    expect(await runCli(['metals'], down.io, { fetchPolicy: FAST })).toBe(0);
    expect(down.err).toEqual([
      `pages not revalidated: site not reachable at ${closed.origin} (ECONNREFUSED); they refresh on their time-based revalidate`,
    ]);

    delete process.env.REVALIDATE_SECRET;
    const unset = capture();
    expect(await runCli(['metals'], unset.io, { fetchPolicy: FAST })).toBe(0);
    expect(unset.err).toEqual([
      'pages not revalidated: REVALIDATE_SECRET is not set; they refresh on their time-based revalidate',
    ]);
  });

  it('the in-process schedule: calls its own route with the process secret when none is configured', async () => {
    delete process.env.REVALIDATE_SECRET;
    process.env.REVALIDATE_URL = site.origin;
    const lines: string[] = [];
    await catchUp((line) => lines.push(line), { fetchPolicy: FAST });
    expect(site.calls.map((c) => [c.body, c.status])).toEqual(
      expect.arrayContaining([
        [{ sources: ['forex'] }, 200],
        [{ sources: ['vegetables'] }, 200],
        [{ sources: ['metals'] }, 200],
        [{ sources: ['fuel'] }, 200],
      ]),
    );
    expect(site.calls.every((c) => c.auth === `Bearer ${processSecret()}`)).toBe(true);
    expect(lines.filter((l) => l.startsWith('[ingest] revalidated 10 pages'))).toHaveLength(4);
  });
});
