import type { IncomingMessage } from 'node:http';
import { judgeUrl } from '@/lib/urls/judge';

/** A page 404 or 400: the same for every visitor, so a CDN may keep it briefly. */
export const PAGE_ERROR_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/**
 * Points a request for an unknown page at `/{locale}/page-not-found` before the microcache looks,
 * as proxy.ts would: a scanner's made-up paths then share one kept copy per locale.
 */
export function rewriteUnknownPage(req: IncomingMessage): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  // Only the paths proxy.ts judges (its matcher): not the API or Next's files.
  if (path.startsWith('/api/') || path.startsWith('/_next/')) return;
  const decision = judgeUrl(path, new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)));
  if (decision.kind === 'not-found') req.url = `/${decision.locale}/page-not-found`;
}
