import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { API_CSP, securityHeaders } from '@/lib/security-headers';

/**
 * The HTTP checks Next's own router cannot make: it runs every request through `fetch`'s
 * `Request`, which throws on TRACE/TRACK/CONNECT (a 500 without our headers), it fails on the
 * asterisk-form target `*`, and it builds redirect URLs from an absolute-form target
 * (`GET http://evil.example/en`), so a redirect would leave the site. This runs first, on the
 * raw request.
 */
export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'rewrite'; url: string }
  | { kind: 'reject'; status: 400 | 405; reason: string; path: string };

/** Methods `fetch` refuses to carry (and TRACE would echo credentials back): never served. */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** Decides what to do with a request line before Next sees it. Pure, for tests. */
export function guardRequest(
  method: string | undefined,
  target: string | undefined,
): GuardDecision {
  const url = target ?? '/';
  if (url === '*') {
    // Asterisk-form is defined for a server-wide OPTIONS only.
    return method === 'OPTIONS'
      ? { kind: 'reject', status: 405, reason: 'OPTIONS * is not supported', path: '/' }
      : {
          kind: 'reject',
          status: 400,
          reason: 'The request target * is only valid with OPTIONS',
          path: '/',
        };
  }
  let path = url;
  let rewrite = false;
  if (!url.startsWith('/')) {
    // Absolute-form (RFC 9112 §3.2.2): keep only the path and query, so every URL Next builds
    // (redirects above all) stays on the Host the request came in on.
    const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(url);
    if (!match)
      return { kind: 'reject', status: 400, reason: 'Malformed request target', path: '/' };
    path = match[1] || '/';
    if (!path.startsWith('/')) path = `/${path}`;
    rewrite = true;
  }
  if (path.startsWith('//')) {
    // `//evil.example/x` is a network-path reference: a redirect built from it leaves the site.
    path = `/${path.replace(/^\/+/, '')}`;
    rewrite = true;
  }
  if (method && FORBIDDEN_METHODS.has(method.toUpperCase())) {
    return { kind: 'reject', status: 405, reason: `The ${method} method is not allowed`, path };
  }
  return rewrite ? { kind: 'rewrite', url: path } : { kind: 'pass' };
}

/** The same security headers `next.config.ts` sends, as a flat list for a hand-written answer. */
function headersFor(path: string): Record<string, string> {
  const isApi = path === '/api' || path.startsWith('/api/');
  const headers: Record<string, string> = {};
  for (const rule of securityHeaders()) {
    if (rule.source.startsWith('/api') && !isApi) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  if (isApi) {
    headers['Content-Security-Policy'] = API_CSP;
    headers['Access-Control-Allow-Origin'] = '*';
  }
  return headers;
}

/** Writes a rejection: JSON under /api (the API's error envelope), plain text elsewhere. */
export function writeRejection(
  res: ServerResponse,
  decision: Extract<GuardDecision, { kind: 'reject' }>,
) {
  const isApi = decision.path.startsWith('/api/') || decision.path === '/api';
  const code = decision.status === 405 ? 'method_not_allowed' : 'bad_request';
  const body = isApi
    ? JSON.stringify({ error: { code, message: decision.reason } })
    : `${decision.status} ${decision.status === 405 ? 'Method Not Allowed' : 'Bad Request'}: ${decision.reason}\n`;
  res.writeHead(decision.status, {
    ...headersFor(decision.path),
    ...(decision.status === 405 ? { Allow: ALLOWED_METHODS } : {}),
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

const INSTALLED = Symbol.for('nepali-patro-hub.request-guard');

/**
 * Puts the guard in front of every `request` event of this process's HTTP servers. `next start`
 * offers no hook before its router, so this wraps `Server.prototype.emit`; it runs from
 * `instrumentation.ts`, which Next loads before it serves the first request.
 */
export function installRequestGuard(ServerClass: typeof Server = Server): void {
  const proto = ServerClass.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const decision = guardRequest(req.method, req.url);
      if (decision.kind === 'reject') {
        writeRejection(res, decision);
        return true;
      }
      if (decision.kind === 'rewrite') req.url = decision.url;
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
}
