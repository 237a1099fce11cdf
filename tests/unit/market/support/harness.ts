import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { closeDb } from '@/lib/db';
import type { FetchPolicy } from '@/lib/sources/http';
import { startUpstreamServer, type UpstreamOptions, type UpstreamServer } from './upstream-server';

/** No real backoff; the timeout stays generous so a loaded CI machine does not fake a hang. */
export const FAST: Partial<FetchPolicy> = { timeoutMs: 10_000, attempts: 2, backoffMs: [5] };
/** For runs whose upstream hangs on purpose: a hang then costs 2 × 0.25 s rather than 2 × 15 s. */
export const SHORT_TIMEOUT: Partial<FetchPolicy> = { timeoutMs: 250, attempts: 2, backoffMs: [5] };

const ENV_KEYS = [
  'DATABASE_URL',
  'APP_NOW',
  'NRB_API_BASE',
  'KALIMATI_BASE',
  'FENEGOSIDA_API_BASE',
  'INGEST_SCHEDULE',
  'REVALIDATE_SECRET',
  'REVALIDATE_URL',
] as const;

/** Restores the env keys the market tests touch after each test. */
export function useCleanEnv(): void {
  const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  afterEach(() => {
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });
}

/** Gives every test its own SQLite file under os.tmpdir() (DATABASE_URL), removed afterwards. */
export function useTempStore(): { url: () => string; dir: () => string } {
  let dir = '';
  let url = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'market-store-'));
    url = `file:${path.join(dir, 'site.db')}`;
    process.env.DATABASE_URL = url;
  });
  afterEach(async () => {
    await closeDb(url);
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: () => url, dir: () => dir };
}

/**
 * Builds a store once per describe block (in its own temp file) and copies it into each test's
 * store before the test runs, so read-only tests share one seeding without sharing a file.
 * Call after useTempStore() and useUpstream().
 */
export function useSeededStore(
  store: { url: () => string },
  upstream: () => UpstreamServer,
  seed: (server: UpstreamServer) => Promise<void>,
): void {
  let dir = '';
  let file = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'market-seed-'));
    file = path.join(dir, 'site.db');
    const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
    Object.assign(process.env, upstream().env, { DATABASE_URL: `file:${file}` });
    try {
      await seed(upstream());
    } finally {
      await closeDb(`file:${file}`);
      upstream().reset();
      for (const key of ENV_KEYS) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  });
  beforeEach(() => {
    copyFileSync(file, store.url().slice('file:'.length));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
}

/** One fixture server per test file; routes are reset after each test and env points at it. */
export function useUpstream(options: UpstreamOptions = {}): () => UpstreamServer {
  let server: UpstreamServer | null = null;
  beforeAll(async () => {
    server = await startUpstreamServer(options);
  });
  beforeEach(() => {
    if (!server) throw new Error('fixture server not started');
    Object.assign(process.env, server.env);
  });
  afterEach(() => {
    server?.reset();
    server?.requests.splice(0);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('fixture server not started');
    return server;
  };
}

/** Pins lib/time's clock (APP_NOW) to an instant. */
export function pinClock(iso: string): void {
  process.env.APP_NOW = iso;
}

type Handler = (request: NextRequest) => Response | Promise<Response>;

/** Calls a route handler as Next would, returning status, headers and the parsed JSON body. */
export async function call(
  handler: Handler,
  pathAndQuery: string,
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const response = await handler(new NextRequest(`http://localhost${pathAndQuery}`));
  // Decoded with ignoreBOM so a CSV's byte-order mark stays visible (Response.text() drops it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && text ? (JSON.parse(text) as unknown) : null,
    text,
  };
}
