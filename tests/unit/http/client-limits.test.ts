import {
  createServer,
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientAddress } from '@/lib/http/client-address';
import { publicFiles, withConcurrencyLimit, withRateLimit } from '@/lib/http/client-limits';

const SECRET = 'revalidate-secret-for-tests-0123';
const addressOf = (req: IncomingMessage) => clientAddress(req, null);

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

function get(
  base: string,
  path: string,
  agent: Agent,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { agent, ...init }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('withConcurrencyLimit', () => {
  let server: Server;
  let base: string;
  let release: () => void;
  let held: Promise<void>;
  const agents: Agent[] = [];
  const agent = (sockets: number) => {
    const made = new Agent({ keepAlive: true, maxSockets: sockets });
    agents.push(made);
    return made;
  };

  beforeEach(async () => {
    held = new Promise((resolve) => (release = resolve));
    // Every answer waits for the test to release it, so requests stay in progress.
    const app: RequestListener = (_req, res) => {
      void held.then(() => res.end('ok'));
    };
    server = createServer(
      withConcurrencyLimit(app, {
        maxInFlight: 8,
        addressOf,
        direct: () => true,
        revalidateSecret: SECRET,
        holdMs: 0,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    release();
    for (const made of agents.splice(0)) made.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('never limits a browser’s six connections, request after request', async () => {
    const browser = agent(6);
    const first = Array.from({ length: 6 }, (_, i) => get(base, `/en/page-${i}`, browser));
    release();
    expect((await Promise.all(first)).map((a) => a.status)).toEqual(Array(6).fill(200));
    const again = await Promise.all(Array.from({ length: 12 }, () => get(base, '/en', browser)));
    expect(again.every((a) => a.status === 200)).toBe(true);
  });

  it('answers a client’s connections past its share 429 with Retry-After, in the page’s language', async () => {
    const flood = agent(12);
    const answers = Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        get(base, i % 2 ? '/api/v1/forex' : '/ne/nosuch', flood),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const all = await answers;
    const limited = all.filter((a) => a.status === 429);
    expect(all.filter((a) => a.status === 200)).toHaveLength(8);
    expect(limited).toHaveLength(4);
    for (const answer of limited) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.connection).toBe('close');
    }
    const api = limited.find((a) => a.headers['content-type']?.startsWith('application/json'));
    const page = limited.find((a) => a.headers['content-type']?.startsWith('text/html'));
    expect(JSON.parse(api!.body)).toEqual({
      error: { code: 'rate_limited', message: expect.stringContaining('retry in 1 s') },
    });
    expect(page!.body).toContain('<html lang="ne">');
    expect(page!.body).toContain('४२९');
    expect(page!.body).toContain('१ सेकेन्ड');
  });

  it('never limits the ingestion’s revalidation call, however busy its address is', async () => {
    const flood = agent(8);
    const busy = Array.from({ length: 8 }, () => get(base, '/en', flood));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ingestion = agent(1);
    const call = get(base, '/api/internal/revalidate', ingestion, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    const guess = get(base, '/api/internal/revalidate', agent(1), {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect((await guess).status).toBe(429);
    release();
    expect((await call).status).toBe(200);
    await Promise.all(busy);
  });
});

/** A request as the rate limit sees it, and what it answered. */
function exchange(path: string, init: { method?: string; authorization?: string } = {}) {
  const req = {
    url: path,
    method: init.method ?? 'GET',
    headers: init.authorization ? { authorization: init.authorization } : {},
    socket: { remoteAddress: '198.51.100.9' },
  } as unknown as IncomingMessage;
  let status = 0;
  const headers: Record<string, unknown> = {};
  const res = {
    writeHead: (code: number, values: Record<string, unknown>) => {
      status = code;
      Object.assign(headers, values);
    },
    setHeader: () => undefined,
    end: () => undefined,
    once: () => undefined,
  } as unknown as ServerResponse;
  return { req, res, answer: () => ({ status, headers }) };
}

describe('withRateLimit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const limited = () => {
    let served = 0;
    const listener = withRateLimit(
      () => {
        served += 1;
      },
      {
        limiter: new RateLimiterMemory({ points: 120, duration: 2 }),
        addressOf,
        revalidateSecret: SECRET,
        holdMs: 0,
        files: publicFiles(path.join(process.cwd(), 'public')),
      },
    );
    const send = async (path: string, init?: { method?: string; authorization?: string }) => {
      const { req, res, answer } = exchange(path, init);
      listener(req, res);
      await jest.advanceTimersByTimeAsync(0);
      return answer();
    };
    return { send, served: () => served };
  };

  it('never limits a person clicking through the site', async () => {
    const site = limited();
    // A first visit (the page and its ~40 prefetches), then a click every 2 s for a minute.
    for (let i = 0; i < 50; i += 1) await site.send(`/en/page-${i}`);
    for (let click = 0; click < 30; click += 1) {
      await jest.advanceTimersByTimeAsync(2000);
      for (let i = 0; i < 30; i += 1) await site.send(`/en/click-${click}-${i}`);
    }
    expect(site.served()).toBe(50 + 30 * 30);
  });

  it('never limits a crawler at its usual pace', async () => {
    const site = limited();
    for (let i = 0; i < 600; i += 1) {
      expect((await site.send(`/en/calendar/page-${i}`)).status).toBe(0);
      await jest.advanceTimersByTimeAsync(200); // 5 a second, for two minutes
    }
    expect(site.served()).toBe(600);
  });

  it('answers past the rate with 429 and the wait until the window renews', async () => {
    const site = limited();
    const answers = [];
    for (let i = 0; i < 130; i += 1) answers.push(await site.send(`/api/v1/convert?n=${i}`));
    expect(site.served()).toBe(120);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0]!.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused[0]!.headers['Retry-After'])).toBeLessThanOrEqual(2);
  });

  it('never counts the build’s immutable files, the public files or the ingestion’s revalidation call', async () => {
    const site = limited();
    for (let i = 0; i < 120; i += 1) await site.send(`/api/v1/convert?n=${i}`);
    expect((await site.send('/en')).status).toBe(429);
    await site.send('/_next/static/chunks/app.js');
    await site.send('/favicon.svg?v=2');
    await site.send('/api/internal/revalidate', {
      method: 'POST',
      authorization: `Bearer ${SECRET}`,
    });
    expect(site.served()).toBe(123);
  });
});
