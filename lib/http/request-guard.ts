import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ALLOWED_METHODS, errorEnvelope } from '@/lib/api/protocol';
import { API_CSP, securityHeadersFor } from '@/lib/security-headers';

/**
 * The checks Next's router cannot make: its `Request` throws on TRACE/TRACK/CONNECT and on `*`,
 * and an absolute-form target (`GET http://evil.example/en`) would steer its redirects off-site.
 */
export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'rewrite'; url: string }
  | { kind: 'reject'; status: 204 | 400 | 405; reason: string; path: string };

/** Methods `fetch` refuses to carry (and TRACE would echo credentials back): never served. */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** Outside the API the site only reads: it has no forms or server actions to post to. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);
/** The methods a route handler can export. */
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** Whether a path is routed to the API once dot segments resolve (`/ne/../api/v1` is). */
function isApiPath(path: string): boolean {
  let resolved = path;
  try {
    resolved = new URL(`http://x${path.startsWith('/') ? path : `/${path}`}`).pathname;
  } catch {
    // Unparseable: judge it as written.
  }
  return resolved === '/api' || resolved.startsWith('/api/');
}

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
  const verb = (method ?? 'GET').toUpperCase();
  if (FORBIDDEN_METHODS.has(verb)) {
    return { kind: 'reject', status: 405, reason: `The ${verb} method is not allowed`, path };
  }
  // Pages and files: Next answers a POST to a page with the page, and any method but GET/HEAD
  // on a public file with a 500.
  if (isApiPath(path) && !ROUTE_METHODS.has(verb)) {
    return { kind: 'reject', status: 405, reason: `The ${verb} method is not allowed`, path };
  }
  if (!isApiPath(path) && !PAGE_METHODS.has(verb)) {
    return verb === 'OPTIONS'
      ? { kind: 'reject', status: 204, reason: '', path }
      : { kind: 'reject', status: 405, reason: `The ${verb} method is not allowed here`, path };
  }
  return rewrite ? { kind: 'rewrite', url: path } : { kind: 'pass' };
}

/** The same security headers `next.config.ts` sends, as a flat list for a hand-written answer. */
function headersFor(path: string): Record<string, string> {
  const isApi = isApiPath(path);
  const headers = securityHeadersFor(path.split('?')[0]!);
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
  const isApi = isApiPath(decision.path);
  const code = decision.status === 405 ? 'method_not_allowed' : 'bad_request';
  const body = isApi
    ? JSON.stringify(errorEnvelope(code, decision.reason))
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

/** The same rejection as raw HTTP/1.1 bytes, for a socket that never became a request. */
function rawRejection(decision: Extract<GuardDecision, { kind: 'reject' }>): string {
  const isApi = isApiPath(decision.path);
  const body = isApi
    ? JSON.stringify(errorEnvelope('bad_request', decision.reason))
    : `400 Bad Request: ${decision.reason}\n`;
  const headers = {
    ...headersFor(decision.path),
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([key, value]) => `${key}: ${value}`);
  return `HTTP/1.1 400 Bad Request\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The server's `clientError` listener: a 400 with our headers for a line Node cannot parse. */
export function answerClientError(error: Error & { rawPacket?: Buffer }, socket: Duplex): void {
  const raw = error.rawPacket?.toString('latin1') ?? '';
  const path = /^[A-Z]+ (?:[a-z][a-z0-9+.-]*:\/\/[^/ ]*)?(\/[^ ]*)/i.exec(raw)?.[1] ?? '/';
  if (socket.writable) {
    socket.end(rawRejection({ kind: 'reject', status: 400, reason: 'Malformed request', path }));
  } else {
    socket.destroy();
  }
}

/** Wraps the app's listener: rejected requests never reach it, rewritten ones lose their host. */
export function guarded(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const decision = guardRequest(req.method, req.url);
    if (decision.kind === 'reject') return writeRejection(res, decision);
    if (decision.kind === 'rewrite') req.url = decision.url;
    return listener(req, res);
  };
}
