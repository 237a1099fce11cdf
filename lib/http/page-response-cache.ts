import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { REVALIDATE_ROUTE } from '@/lib/ingest/revalidate';
import { acceptsBrotli, createPageBrotli, type PageBrotli } from '@/lib/http/page-brotli';

/**
 * A short-lived copy of the bytes Next sent for a page it served from its ISR cache, replayed
 * to the next visitors of the same URL for a few seconds.
 *
 * Why: serving a cached page through Next costs about three times what sending the same bytes
 * as a file does (route matching, tracing, an ETag hashed over the whole HTML string, the
 * string's UTF-8 encoding, all per request). A page in the ISR cache is the same for everyone
 * until it is revalidated, so for a few seconds its answer can be sent again as it was.
 *
 * Only a plain visit is kept: GET of a page path without a query, without the router's RSC
 * headers and answered 200 from Next's cache (`x-nextjs-cache: HIT`), publicly cacheable and
 * without Set-Cookie. Entries live `ttlMs`; a successful on-demand revalidation
 * (`POST` to REVALIDATE_ROUTE) drops them all, so new market data shows at once. Next
 * still decides freshness: after an entry expires the next visit goes through Next again.
 *
 * A visitor whose browser accepts brotli gets the page's brotli copy (page-brotli.ts) in place of
 * Next's gzip when Next answers from its cache with the ETag the copy was made for.
 */
export interface PageResponseCache {
  /** Answers the request from a live entry; false when there is none and Next must answer. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean;
  /** Records what Next sends for this request, to keep it if it qualifies. */
  capture(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  readonly size: number;
}

interface Entry {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
}

/** Request headers that make Next answer something other than the page's HTML. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'range',
  'authorization',
];
/** Hop-by-hop or per-answer headers, written anew for each replay. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);
const MAX_BODY_BYTES = 2 * 1024 * 1024;

function keyOf(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '';
  if (
    !url.startsWith('/') ||
    url.includes('?') ||
    url.startsWith('/api/') ||
    url.startsWith('/_next/')
  ) {
    return undefined;
  }
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  // Draft mode renders per request for whoever carries its cookie.
  if (req.headers.cookie?.includes('__prerender_bypass')) return undefined;
  // The body is kept as sent, compressed or not, so each Accept-Encoding has its own entry.
  return `${url}\n${req.headers['accept-encoding'] ?? ''}`;
}

/** A 200 from Next's ISR cache (fresh or stale), the same for every visitor. */
function isSharedCacheAnswer(res: ServerResponse, status = res.statusCode): boolean {
  if (status !== 200) return false;
  if (!/^(HIT|STALE)$/.test(String(res.getHeader('x-nextjs-cache')))) return false;
  if (res.hasHeader('set-cookie')) return false;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return /s-maxage=\d+/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl);
}

/** Kept for replay: a stale answer is being regenerated, so it is not repeated. */
function isKeepable(res: ServerResponse): boolean {
  return isSharedCacheAnswer(res) && res.getHeader('x-nextjs-cache') === 'HIT';
}

/** The callback among a write's or an end's arguments, if any. */
function callbackOf(args: unknown[]): (() => void) | undefined {
  return args.find((arg): arg is () => void => typeof arg === 'function');
}

export function createPageResponseCache({
  ttlMs = 5_000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
  brotli = createPageBrotli(),
}: {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
  brotli?: PageBrotli;
} = {}): PageResponseCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    drop(key);
    if (entry.body.length > maxBytes) return;
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of entries.keys()) {
      if (bytes + entry.body.length <= maxBytes) break;
      drop(oldest);
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  };

  const clear = () => {
    entries.clear();
    bytes = 0;
  };

  return {
    tryServe(req, res) {
      const key = keyOf(req);
      if (key === undefined) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      if (now() - entry.storedAt >= ttlMs) {
        drop(key);
        return false;
      }
      const ifNoneMatch = req.headers['if-none-match'];
      if (entry.etag && ifNoneMatch?.split(/\s*,\s*/).includes(entry.etag)) {
        res.writeHead(304, { etag: entry.etag, 'cache-control': entry.headers['cache-control'] });
        res.end();
        return true;
      }
      res.writeHead(200, { ...entry.headers, 'content-length': entry.body.length });
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },

    capture(req, res) {
      if (req.method === 'POST' && req.url === REVALIDATE_ROUTE) {
        res.once('finish', () => {
          if (res.statusCode >= 200 && res.statusCode < 300) clear();
        });
        return;
      }
      const key = req.method === 'GET' ? keyOf(req) : undefined;
      if (key === undefined) return;
      const url = req.url ?? '';
      const wantsBrotli = acceptsBrotli(req);
      // Next (and its compression) writes through these; what reaches them is what the
      // client receives, unless a brotli copy is sent instead.
      const chunks: Buffer[] = [];
      let size = 0;
      let copy: Buffer | undefined;
      const keep = (chunk: unknown, encoding: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function' || size < 0) {
          return;
        }
        const buffer =
          typeof chunk === 'string'
            ? Buffer.from(
                chunk,
                typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
              )
            : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size > MAX_BODY_BYTES) size = -1;
        else chunks.push(buffer);
      };
      const writeHead = res.writeHead;
      const write = res.write;
      const end = res.end;
      // Decided once, when the headers go out: the copy's encoding and length replace what
      // Next's compression set, if the answer is the one the copy was made of.
      let decided = !wantsBrotli;
      const choose = (target: ServerResponse, status: number) => {
        if (decided) return;
        decided = true;
        const etag = target.getHeader('etag');
        if (!isSharedCacheAnswer(target, status) || typeof etag !== 'string') return;
        copy = brotli.get(url, etag);
        if (!copy) return;
        target.setHeader('content-encoding', 'br');
        target.setHeader('content-length', copy.length);
        const vary = String(target.getHeader('vary') ?? '');
        if (!/\baccept-encoding\b/i.test(vary)) {
          target.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        }
      };
      if (wantsBrotli) {
        res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
          choose(this, typeof args[0] === 'number' ? args[0] : this.statusCode);
          return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args);
        } as ServerResponse['writeHead'];
      }
      res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        // Next writes directly when its compression stays out; headers go out after this.
        if (!this.headersSent) choose(this, this.statusCode);
        if (copy) {
          const callback = callbackOf(rest);
          if (callback) process.nextTick(callback);
          return true;
        }
        keep(chunk, rest[0]);
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      } as ServerResponse['write'];
      res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
        if (!this.headersSent) choose(this, this.statusCode);
        if (copy) {
          chunks.splice(0, chunks.length, copy);
          size = copy.length;
          const callback = callbackOf([chunk, ...rest]);
          return (end as (...args: unknown[]) => ServerResponse).call(this, copy, callback);
        }
        keep(chunk, rest[0]);
        return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      } as ServerResponse['end'];
      res.once('finish', () => {
        if (size < 0) return;
        const etag = res.getHeader('etag');
        if (wantsBrotli && !copy && isSharedCacheAnswer(res) && typeof etag === 'string') {
          brotli.make(url, etag, Buffer.concat(chunks), res.getHeader('content-encoding'));
        }
        if (!isKeepable(res)) return;
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!NOT_REPLAYED.has(name) && value !== undefined) headers[name] = value;
        }
        store(key, {
          headers,
          body: Buffer.concat(chunks),
          etag: typeof etag === 'string' ? etag : undefined,
          storedAt: now(),
        });
      });
    },

    clear,

    get size() {
      return entries.size;
    },
  };
}
