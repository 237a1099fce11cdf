import { readdirSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { createClient } from '@redis/client';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { isRevalidationCall } from './revalidation';
import { writeTooManyRequests } from './too-many-requests';

/**
 * A fair share per client address in `npm start`. Node serves every waiting request in each turn
 * of the event loop, so a client on 200 connections would get 200 answers for each one a reader
 * on a browser's six gets. Two bounds keep each client to what a person or a crawler uses: its
 * requests in progress, and its rate of requests the microcache cannot answer (static and
 * public files never count). A 429 is held up to its Retry-After before it is written: answered
 * at once, a flood's 429s alone would fill the event loop. The ingestion's revalidation call is
 * never limited. nginx keeps the same bounds at the edge (deploy/nginx).
 */

interface Limited {
  addressOf: (req: IncomingMessage) => string;
  revalidateSecret: string | undefined;
  /** How long a 429 is held at most (tests shorten it). */
  holdMs?: number;
}

const HOLD_MS = 1000;

/** Writes the 429 once `waitMs` (at most HOLD_MS) has passed, unless the client leaves first. */
function refuse(req: IncomingMessage, res: ServerResponse, waitMs: number, holdMs: number): void {
  const hold = Math.min(Math.max(waitMs, 0), holdMs);
  if (hold === 0) return writeTooManyRequests(req, res, waitMs / 1000);
  const timer = setTimeout(() => writeTooManyRequests(req, res, waitMs / 1000), hold);
  res.once('close', () => clearTimeout(timer));
}

/**
 * Answers 429 past `maxInFlight` at once. A direct client holds a slot per open connection
 * (answers from memory are written before the next socket is read, so counting requests misses a
 * flood of cached pages); through a trusted proxy, a slot per request in progress.
 */
export function withConcurrencyLimit(
  listener: RequestListener,
  {
    maxInFlight,
    addressOf,
    direct,
    revalidateSecret,
    holdMs = HOLD_MS,
  }: Limited & {
    maxInFlight: number;
    /** Whether the socket's peer is the client itself rather than a trusted proxy. */
    direct: (req: IncomingMessage) => boolean;
  },
): RequestListener {
  const slots = new Map<string, Set<object>>();
  return (req: IncomingMessage, res: ServerResponse) => {
    if (isRevalidationCall(req, revalidateSecret)) return listener(req, res);
    const key = addressOf(req);
    const holder = direct(req) ? req.socket : res;
    let held = slots.get(key);
    if (held?.has(holder)) return listener(req, res);
    if (held && held.size >= maxInFlight) {
      res.setHeader('Connection', 'close');
      return refuse(req, res, 1000, holdMs);
    }
    if (!held) slots.set(key, (held = new Set()));
    held.add(holder);
    const release = () => {
      held.delete(holder);
      if (held.size === 0 && slots.get(key) === held) slots.delete(key);
    };
    // 'close' comes once the answer is sent (a response) or the connection ends (a socket).
    holder.setMaxListeners(holder.getMaxListeners() + 1);
    holder.once('close', release);
    listener(req, res);
  };
}

/** Answers 429, with the wait until its window renews, to a client's requests past the rate. */
export function withRateLimit(
  listener: RequestListener,
  {
    limiter,
    addressOf,
    revalidateSecret,
    holdMs = HOLD_MS,
    files = new Set(),
  }: Limited & {
    limiter: RateLimiterAbstract;
    files?: ReadonlySet<string>;
  },
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (
      isRevalidationCall(req, revalidateSecret) ||
      url.startsWith('/_next/static/') ||
      files.has(url.split('?')[0]!)
    ) {
      return listener(req, res);
    }
    limiter.consume(addressOf(req)).then(
      () => listener(req, res),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) {
          refuse(req, res, rejection.msBeforeNext, holdMs);
        } else {
          // No count could be kept (Redis and its stand-in failed): serve rather than refuse.
          listener(req, res);
        }
      },
    );
  };
}

/** The URL paths of the files under `dir` (public/), listed once at start-up as Next does. */
export function publicFiles(dir: string): Set<string> {
  const paths = new Set<string>();
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      // `parentPath` from Node 20.12; `path` before it.
      const parent = entry.parentPath ?? (entry as unknown as { path: string }).path;
      const file = path.relative(dir, path.join(parent, entry.name));
      paths.add(`/${file.split(path.sep).map(encodeURIComponent).join('/')}`);
    }
  } catch {
    // No public folder: nothing to leave out.
  }
  return paths;
}

/** Where the count lives: this process alone, or Redis when the instances share one. */
export function createRateLimiter(
  rate: { points: number; seconds: number },
  redisUrl: string | undefined,
): RateLimiterAbstract {
  const options = { points: rate.points, duration: rate.seconds, keyPrefix: 'nph:client-rate' };
  const memory = new RateLimiterMemory(options);
  if (!redisUrl) return memory;
  const client = createClient({
    url: redisUrl,
    // A command is never queued while Redis is away: the count falls back to this process's.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  // The page cache's client says when Redis is away and back (lib/cache); this one stays quiet.
  client.on('error', () => {});
  void client.connect().catch(() => {});
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    // Each instance counts on its own while Redis cannot, rather than let everyone through.
    insuranceLimiter: memory,
  });
}
