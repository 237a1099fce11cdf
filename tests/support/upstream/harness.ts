import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { closeDb } from '@/lib/db';
import type { FetchPolicy } from '@/lib/sources/http';
import { pgDatabases } from './postgres';
import type { StoreKind } from './stores';
import { startUpstreamServer, type UpstreamOptions, type UpstreamServer } from './upstream-server';

export { describeStores, STORE_NAMES, type StoreKind } from './stores';

/** No real backoff; the timeout stays generous so a loaded CI machine does not fake a hang. */
export const FAST: Partial<FetchPolicy> = { timeoutMs: 10_000, attempts: 2, backoffMs: [5] };
/** For runs whose upstream hangs on purpose: a hang then costs 2 × 0.25 s rather than 2 × 15 s. */
export const SHORT_TIMEOUT: Partial<FetchPolicy> = { timeoutMs: 250, attempts: 2, backoffMs: [5] };

const ENV_KEYS = [
  'DATABASE_URL',
  'DATABASE_POOL_MAX',
  'APP_NOW',
  'NRB_API_BASE',
  'KALIMATI_BASE',
  'FENEGOSIDA_API_BASE',
  'NOC_BASE',
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

/** A test's store: its `DATABASE_URL`, a scratch folder beside it, and which kind it is. */
export interface TempStore {
  kind: StoreKind;
  url: () => string;
  dir: () => string;
}

/**
 * Gives every test its own empty store, named by DATABASE_URL and dropped afterwards: a SQLite
 * file under os.tmpdir(), or a database of its own on the PostgreSQL test server
 * (TEST_DATABASE_URL), so tests stay isolated and Jest workers never share one. `dir()` is a
 * scratch folder on either kind.
 */
export function useTempStore(
  kind: StoreKind = 'sqlite',
  { setEnv = true }: { setEnv?: boolean } = {},
): TempStore {
  let dir = '';
  let url = '';
  const admin = kind === 'postgres' ? pgDatabases() : null;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'market-store-'));
    url = admin ? await admin().create() : `file:${path.join(dir, 'site.db')}`;
    // A second store of a test (a restore target) leaves DATABASE_URL to the first.
    if (setEnv) process.env.DATABASE_URL = url;
  });
  afterEach(async () => {
    await closeDb(url);
    if (admin) await admin().drop(url);
    rmSync(dir, { recursive: true, force: true });
  });
  return { kind, url: () => url, dir: () => dir };
}

/**
 * Builds a store once per describe block (in its own temp file or database) and copies it into
 * each test's store before the test runs, so read-only tests share one seeding without sharing a
 * store (PostgreSQL copies with `CREATE DATABASE … TEMPLATE`). Call after useTempStore() and
 * useUpstream().
 */
export function useSeededStore(
  store: TempStore,
  upstream: () => UpstreamServer,
  seed: (server: UpstreamServer) => Promise<void>,
): void {
  let dir = '';
  let seedUrl = '';
  const admin = store.kind === 'postgres' ? pgDatabases() : null;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'market-seed-'));
    seedUrl = admin ? await admin().create() : `file:${path.join(dir, 'site.db')}`;
    const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
    Object.assign(process.env, upstream().env, { DATABASE_URL: seedUrl });
    try {
      await seed(upstream());
    } finally {
      await closeDb(seedUrl);
      upstream().reset();
      for (const key of ENV_KEYS) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  });
  beforeEach(async () => {
    if (admin) await admin().copy(seedUrl, store.url());
    else copyFileSync(seedUrl.slice('file:'.length), store.url().slice('file:'.length));
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

/** Polls `check` every 25 ms until it holds, or fails after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
