import 'server-only';
import { createHash } from 'node:crypto';
import { now } from '@/lib/time';
import { SourceError } from './errors';

/** How upstream requests behave. Delays are injectable so tests run in milliseconds. */
export interface FetchPolicy {
  /** Per attempt, covering headers and body. */
  timeoutMs: number;
  /** Total attempts, including the first. */
  attempts: number;
  /** Wait before attempt 2, 3, …; the last value repeats. */
  backoffMs: readonly number[];
  sleep: (ms: number) => Promise<void>;
  userAgent: string;
  /** Bodies larger than this are cut off and the attempt fails: no upstream page is that big. */
  maxBodyBytes: number;
}

export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  timeoutMs: 15_000,
  attempts: 3,
  backoffMs: [500, 1_000],
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  userAgent:
    'NepaliInfoHub-MarketIngest/1.0 (+https://nepalipatrohub.com; hello@nepalipatrohub.com)',
  maxBodyBytes: 4 * 1024 * 1024,
};

const MAX_REDIRECTS = 5;

/** What we keep of every response (also failed ones): enough to prove what upstream said. */
export interface RawResponse {
  url: string;
  /** 0 when no response arrived (timeout, refused connection). */
  status: number;
  bodySha256: string;
  bytes: number;
  fetchedAt: string;
}

export interface FetchedText {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** `manual` keeps a 3xx as the answer, e.g. to read its Set-Cookie. */
  redirect?: 'follow' | 'manual';
}

export interface Fetcher {
  /** GET or POST `url` with timeout and bounded retry; throws SourceError('fetch') if all fail. */
  text(url: string, options?: RequestOptions): Promise<FetchedText>;
}

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

// 5xx, 429 and 408 are worth another try; other 4xx will not change on retry.
const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

function describe(error: unknown, timeoutMs: number): string {
  // Duck-typed: the abort reason is a DOMException, possibly from another realm (test sandboxes).
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (e.name === 'TimeoutError' || e.name === 'AbortError')
    return `timed out after ${timeoutMs / 1000} s`;
  const cause = e.cause as { message?: unknown } | undefined;
  const detail = typeof cause?.message === 'string' && cause.message ? `: ${cause.message}` : '';
  return `${typeof e.message === 'string' ? e.message : String(error)}${detail}`;
}

/** A failure no retry can fix (an oversized body, a redirect off the source's host). */
class Refused extends Error {}

/** Reads a body up to `limit` bytes, cancelling the stream beyond it. */
async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new Refused(`body of ${declared} bytes is over the ${limit}-byte cap`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new Refused(`body is over the ${limit}-byte cap`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Where a redirect may lead: the same host as the request (http → https allowed, never back). */
function nextHop(from: string, location: string | null): string {
  if (!location) throw new Refused(`redirect from ${from} has no Location`);
  const a = new URL(from);
  const b = new URL(location, from);
  const downgrade = a.protocol === 'https:' && b.protocol !== 'https:';
  if (b.hostname !== a.hostname || downgrade || !/^https?:$/.test(b.protocol)) {
    throw new Refused(`redirect to ${b.origin} leaves ${a.origin}`);
  }
  return b.toString();
}

export function createFetcher(
  policy: Partial<FetchPolicy> = {},
  record?: (raw: RawResponse) => void,
): Fetcher {
  const p: FetchPolicy = { ...DEFAULT_FETCH_POLICY, ...policy };
  return {
    async text(url, options = {}) {
      let lastProblem = 'no attempt made';
      for (let attempt = 1; attempt <= p.attempts; attempt += 1) {
        if (attempt > 1)
          await p.sleep(p.backoffMs[Math.min(attempt - 2, p.backoffMs.length - 1)] ?? 0);
        const fetchedAt = now().toISOString();
        try {
          // Redirects are followed by hand, and only within the source's own host.
          let target = url;
          let method = options.method ?? 'GET';
          let body = options.body;
          let response: Response;
          for (let hop = 0; ; hop += 1) {
            response = await fetch(target, {
              method,
              body,
              redirect: 'manual',
              headers: {
                'User-Agent': p.userAgent,
                Accept: 'application/json, text/html;q=0.9, */*;q=0.5',
                ...options.headers,
              },
              signal: AbortSignal.timeout(p.timeoutMs),
            });
            const isRedirect =
              response.status >= 300 && response.status < 400 && response.status !== 304;
            if (!isRedirect || options.redirect === 'manual') break;
            await response.body?.cancel().catch(() => undefined);
            if (hop >= MAX_REDIRECTS) throw new Refused(`more than ${MAX_REDIRECTS} redirects`);
            target = nextHop(target, response.headers.get('location'));
            // 301/302/303 turn a POST into a GET, as browsers do; 307/308 repeat it.
            if (response.status !== 307 && response.status !== 308) {
              method = 'GET';
              body = undefined;
            }
          }
          const text = await readCapped(response, p.maxBodyBytes);
          record?.({
            url,
            status: response.status,
            bodySha256: sha256(text),
            bytes: Buffer.byteLength(text),
            fetchedAt,
          });
          const redirectKept =
            options.redirect === 'manual' && response.status >= 300 && response.status < 400;
          if (response.ok || redirectKept)
            return { url, status: response.status, headers: response.headers, body: text };
          lastProblem = `HTTP ${response.status}`;
          if (!retryable(response.status)) break;
        } catch (error) {
          record?.({ url, status: 0, bodySha256: sha256(''), bytes: 0, fetchedAt });
          if (error instanceof Refused) {
            lastProblem = error.message;
            break;
          }
          lastProblem = describe(error, p.timeoutMs);
        }
      }
      throw new SourceError('fetch', `${options.method ?? 'GET'} ${url} failed: ${lastProblem}`);
    },
  };
}

/** Parses a JSON body, telling HTML error pages and truncated bodies apart. */
export function parseJsonBody(fetched: FetchedText, options: { lenient?: boolean } = {}): unknown {
  let body = fetched.body.replace(/^\uFEFF/, '').trim();
  if (body === '') throw new SourceError('empty', `empty body from ${fetched.url}`);
  if (options.lenient) {
    const start = body.search(/[[{]/);
    if (start > 0) body = body.slice(start);
  }
  if (body.startsWith('<')) {
    const type = fetched.headers.get('content-type') ?? 'no content type';
    throw new SourceError('format', `expected JSON from ${fetched.url} but got HTML (${type})`);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new SourceError(
      'format',
      `invalid JSON from ${fetched.url} (${body.length} bytes): ${detail}`,
    );
  }
}

/** Formats zod issues into one line naming where the payload broke. */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  max = 3,
): string {
  const shown = issues
    .slice(0, max)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  return shown.join('; ') + (issues.length > max ? `; and ${issues.length - max} more` : '');
}
