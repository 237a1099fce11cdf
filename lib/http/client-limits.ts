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
 * A fair share per client in `npm start` (issue 61). Node serves every request waiting on its
 * sockets in each turn of the event loop, so a client with 200 connections open would otherwise
 * take 200 turns' worth of work for each one a reader with a browser's six gets. Two bounds per
 * client address (lib/http/client-address.ts) keep its share to what a person or a crawler uses:
 *
 * - requests in progress at once: past the bound a request is answered 429 at once, for the
 *   cost of writing a few hundred bytes, and the event loop stays shared;
 * - requests per window that reach the app: answers from the microcache cost next to nothing
 *   and are not counted, nor are the build's immutable files and the public files (icons,
 *   fonts), which cost a read from disk and which a browser fetches once.
 *
 * A 429 is written after a pause of up to a second (its Retry-After), as nginx's limit_req
 * delays what passes its rate: answered at once, a client on 200 connections would get 200
 * answers back for every one a reader gets and send them all again, and its 429s alone would
 * fill the event loop. Held, its extra connections sit idle at the cost of a timer each.
 *
 * The ingestion's revalidation call is never limited by either. nginx keeps the same bounds at
 * the edge (deploy/nginx).
 */

interface Limited {
  /** The key a request's client is counted under (lib/http/client-address.ts). */
  addressOf: (req: IncomingMessage) => string;
  /** REVALIDATE_SECRET, whose bearer (the ingestion) is never limited. */
  revalidateSecret: string | undefined;
  /** How long a 429 is held at most (tests shorten it). */
  holdMs?: number;
}

/** The longest a 429 is held before it is written. */
const HOLD_MS = 1000;

/** Writes the 429 once `waitMs` (at most HOLD_MS) has passed, unless the client leaves first. */
function refuse(req: IncomingMessage, res: ServerResponse, waitMs: number, holdMs: number): void {
  const hold = Math.min(Math.max(waitMs, 0), holdMs);
  if (hold === 0) return writeTooManyRequests(req, res, waitMs / 1000);
  const timer = setTimeout(() => writeTooManyRequests(req, res, waitMs / 1000), hold);
  res.once('close', () => clearTimeout(timer));
}

/**
 * Answers 429 to a client's requests past `maxInFlight` at once. A client that connects straight
 * to this server holds a slot per open connection (HTTP/1.1 carries one request at a time on
 * each, and an answer from memory is written before the next socket is read, so counting
 * requests would never see a flood of cached pages); past its slots a connection gets its 429
 * and is closed. Through a trusted proxy, whose connections carry everyone's requests, a slot is
 * held per request in progress.
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
    /** Paths of the public files (publicFiles()), never counted. */
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
          // The count could not be kept (Redis and its stand-in both failed): a reader is
          // served rather than turned away for it.
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
