import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';

/**
 * A per-instance microcache of public answers, in front of Next in `npm start`. A saturated Node
 * server accepts one connection per event-loop turn (libuv 1.45), and each turn serves every
 * waiting request; at Next's ~3 ms of CPU an answer, a new reader waits seconds. An answer from
 * memory costs a small fraction of that, so turns stay short.
 *
 * It keeps what the app calls public, bad requests' answers too, for `ttlMs` at most and never
 * past the answer's shared max-age, as nginx's microcache does in front (deploy/nginx). The
 * ingestion's revalidation call empties it, so revalidated pages are never served from here.
 */

/** Request headers of client-side navigations and prefetches, whose answers Next varies. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];
/** Requests that ask for something other than the whole current answer go straight to Next. */
const BYPASS_HEADERS = [
  ...ROUTER_HEADERS,
  'range',
  'if-none-match',
  'if-modified-since',
  'authorization',
];
/** Vary fields the key covers: router headers are absent on every cached request. */
const KEYED_VARY = new Set([...ROUTER_HEADERS, 'accept-encoding']);
/** Written per connection, never replayed. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'date'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long others may get the previous copy while one request fetches the next. */
const STALE_WHILE_FILLING_MS = 10_000;
/** How long a request waits for another's fill of an entry it has no copy of (nginx's lock). */
const FILL_WAIT_MS = 5_000;

/** The entry an answer to this request would have, or null when it must go to Next. */
function cacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const encoding = (req.headers['accept-encoding'] ?? '').toLowerCase().replace(/\s+/g, '');
  return `${req.headers.host ?? ''} ${req.url ?? '/'} ${encoding}`;
}

/** A page, and the answers to bad requests, which would otherwise go through Next each time. */
const KEPT_STATUSES = new Set([200, 400, 404, 405, 410]);

/**
 * How many milliseconds an answer may be kept: 0 unless it has a kept status, the app marked it
 * public for shared caches, it sets no cookie and it varies on nothing the key leaves out.
 */
export function keepFor(status: number, headers: OutgoingHttpHeaders, ttlMs: number): number {
  if (!KEPT_STATUSES.has(status) || headers['set-cookie'] !== undefined) return 0;
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (vary.some((field) => !KEYED_VARY.has(field))) return 0;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const maxAge =
    /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl) ?? /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl);
  return maxAge ? Math.min(ttlMs, Number(maxAge[1]) * 1000) : 0;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
}

/** Entries in least-recently-used order, bounded by the bytes of their bodies. */
class Store {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Bumped by `clear`, so a fill that began before a revalidation is not stored after it. */
  generation = 0;

  constructor(private readonly maxBytes: number) {}

  /** One answer may take an eighth of the room, so a few large ones cannot flush the rest. */
  get maxEntryBytes(): number {
    return this.maxBytes / 8;
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.body.length > this.maxEntryBytes) return;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.generation += 1;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.body.length;
    this.#entries.delete(key);
  }
}

type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  // Copied: the writer owns its buffer once `write` returns.
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk);
}

function lowerCased(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, v]) => [name.toLowerCase(), v]));
}

function serve(entry: Entry, req: IncomingMessage, res: ServerResponse, now: number, how: string) {
  res.writeHead(entry.status, {
    ...entry.headers,
    age: String(Math.floor((now - entry.storedAt) / 1000)),
    'content-length': String(entry.body.length),
    'x-microcache': how,
  });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/**
 * Lets the request through to `listener` and records what it writes. Resolves once the answer
 * is stored, or known not to be, when the response closes.
 */
function fill(
  store: Store,
  key: string,
  ttlMs: number,
  now: () => number,
  listener: RequestListener,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { generation, maxEntryBytes } = store;
  const chunks: Buffer[] = [];
  let recorded = 0;
  let keepable = true;
  let headHeaders: OutgoingHttpHeaders = {};
  const currentHeaders = () => ({ ...res.getHeaders(), ...headHeaders });
  const record = (chunk: unknown, encoding: unknown) => {
    if (!keepable || chunk == null || typeof chunk === 'function') return;
    // By the first byte the status and caching headers are set: an answer that will not be
    // kept is not copied either.
    if (chunks.length === 0 && keepFor(res.statusCode, currentHeaders(), ttlMs) === 0) {
      keepable = false;
      return;
    }
    const buffer = toBuffer(chunk as Chunk, encoding);
    recorded += buffer.length;
    chunks.push(buffer);
    if (recorded > maxEntryBytes) {
      keepable = false;
      chunks.length = 0;
    }
  };

  const { write, end, writeHead } = res;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers handed to writeHead alone never show in getHeaders().
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) keepable = false;
    else if (headers) headHeaders = lowerCased(headers as OutgoingHttpHeaders);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;

  res.setHeader('x-microcache', 'MISS');
  return new Promise((resolve) => {
    // Next's rewrites that proxy an answer already put ten listeners on some responses; this
    // one is ours, so it raises the limit by one rather than trip the leak warning.
    res.setMaxListeners(res.getMaxListeners() + 1);
    res.once('close', () => {
      const headers = currentHeaders();
      const keepMs = keepFor(res.statusCode, headers, ttlMs);
      if (res.writableFinished && keepable && keepMs > 0 && store.generation === generation) {
        for (const name of HOP_HEADERS) delete headers[name];
        const body = Buffer.concat(chunks, recorded);
        const storedAt = now();
        store.set(key, {
          status: res.statusCode,
          headers,
          body,
          storedAt,
          freshUntil: storedAt + keepMs,
        });
      }
      resolve();
    });
    listener(req, res);
  });
}

export interface MicrocacheOptions {
  /** The longest an answer is kept; 0 turns the cache off. */
  ttlMs: number;
  /** The bound on the bodies kept. */
  maxBytes: number;
  now?: () => number;
}

/** Wraps the app's listener with the microcache. */
export function withMicrocache(
  listener: RequestListener,
  options: MicrocacheOptions,
): RequestListener {
  const { ttlMs, maxBytes, now = Date.now } = options;
  if (ttlMs <= 0) return listener;
  const store = new Store(maxBytes);
  const filling = new Map<string, Promise<void>>();

  const startFill = (key: string, req: IncomingMessage, res: ServerResponse) => {
    const done = fill(store, key, ttlMs, now, listener, req, res);
    filling.set(key, done);
    void done.then(() => filling.delete(key));
  };

  return (req, res) => {
    const key = cacheKey(req);
    if (key === null) {
      if (!SAFE_METHODS.has(req.method ?? 'GET')) {
        res.once('finish', () => {
          if (res.statusCode < 400) store.clear();
        });
      }
      return listener(req, res);
    }
    const at = now();
    const entry = store.get(key);
    if (entry && at < entry.freshUntil) return serve(entry, req, res, at, 'HIT');
    const pending = filling.get(key);
    if (!pending) {
      // Only a GET's body can fill an entry.
      if (req.method === 'GET') return startFill(key, req, res);
      return listener(req, res);
    }
    if (entry && at < entry.freshUntil + STALE_WHILE_FILLING_MS) {
      return serve(entry, req, res, at, 'STALE');
    }
    const waited = new Promise<void>((resolve) => setTimeout(resolve, FILL_WAIT_MS).unref());
    void Promise.race([pending, waited]).then(() => {
      const filled = store.get(key);
      const later = now();
      if (filled && later < filled.freshUntil) serve(filled, req, res, later, 'HIT');
      else listener(req, res);
    });
  };
}
