import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import sirv from 'sirv';

/** Where Next serves the build's hashed, immutable files (scripts, styles, fonts). */
export const STATIC_PREFIX = '/_next/static/';

/**
 * The build's scripts and styles as the build compressed them (scripts/precompress-static.mjs:
 * brotli at its best level, gzip at 9), sent from disk by sirv before Next sees the request.
 *
 * Why: Next compresses every static answer again per request, and with gzip only; brotli
 * sends about 14 % fewer bytes of JavaScript and CSS, which is time to first paint on a slow
 * phone connection, and the server does no compression work for them at all.
 *
 * Only files the build compressed are answered here, and only to clients that accept one of
 * the encodings; range requests and every other file go on to Next as before.
 */
export interface StaticFiles {
  /** Answers the request from a precompressed file; false when Next must answer it. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many files have a precompressed copy. */
  readonly count: number;
}

/** Paths (relative to `dir`, with a leading slash) of files that have a `.br` or `.gz` copy. */
function precompressedFiles(dir: string): Set<string> {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return new Set(); // no build (yet): Next answers everything
  }
  const all = new Set(names.map((name) => name.split('\\').join('/')));
  const found = new Set<string>();
  for (const name of all) {
    const original = name.replace(/\.(br|gz)$/, '');
    if (original !== name && all.has(original)) found.add(`/${original}`);
  }
  return found;
}

export function createStaticFiles(dir: string, headers: Record<string, string>): StaticFiles {
  const files = precompressedFiles(dir);
  if (files.size === 0) return { count: 0, tryServe: () => false };
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    maxAge: 31_536_000,
    immutable: true,
    setHeaders(res) {
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    },
  });
  return {
    get count() {
      return files.size;
    },
    tryServe(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      // sirv's range support trusts the header's numbers; Next's answers a bad range with 416.
      if (!url.startsWith(STATIC_PREFIX) || req.headers.range !== undefined) return false;
      const path = url.slice(STATIC_PREFIX.length - 1).replace(/[?#].*$/, '');
      if (!files.has(path)) return false;
      if (!/\b(br|gzip)\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
      // A file deleted under a running server (a new build) fails its read stream: end the
      // answer instead of leaving the error unhandled.
      const onPipe = (source: Readable) => source.once('error', () => res.destroy());
      res.once('pipe', onPipe);
      let served = true;
      serve({ url: path, headers: req.headers } as IncomingMessage, res, () => {
        served = false;
        res.off('pipe', onPipe); // Next answers: its streams are its own business
      });
      return served;
    },
  };
}
