import { NextResponse } from 'next/server';
import type { EndpointDefinition, ResponseBody } from './endpoints';
import type { ApiErrorCode } from './error-codes';
import { ALLOWED_METHODS, errorEnvelope } from './protocol';

export { ALLOWED_METHODS };

/** CORS is open on the public API: it is read-only and carries no credentials. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
} as const;

/** Errors are cached briefly, so a fixed upstream or a new day shows soon. */
export const ERROR_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** The `Cache-Control` of a successful answer: shared caches `sMaxAge`, browsers a tenth. */
export function cacheControl(sMaxAge: number): string {
  return `public, max-age=${Math.floor(sMaxAge / 10)}, s-maxage=${sMaxAge}, stale-while-revalidate=${sMaxAge}`;
}

/** An endpoint's 200 JSON answer, its body typed by the endpoint's response schema. */
export function apiJson<E extends EndpointDefinition>(
  endpoint: E,
  body: ResponseBody<E>,
): NextResponse {
  return NextResponse.json(body, {
    headers: { ...CORS_HEADERS, 'Cache-Control': cacheControl(endpoint.sMaxAge) },
  });
}

/** An endpoint's 200 text answer (CSV, iCalendar), optionally as a download. */
export function apiText(
  endpoint: EndpointDefinition,
  body: string,
  contentType: string,
  filename?: string,
): NextResponse {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': contentType,
    'Cache-Control': cacheControl(endpoint.sMaxAge),
  };
  if (filename) headers['Content-Disposition'] = `attachment; filename="${filename}"`;
  return new NextResponse(body, { headers });
}

/** The one error envelope, `{ error: { code, message } }`, with CORS: for any /api answer. */
export function errorResponse(
  status: number,
  code: ApiErrorCode,
  message: string,
  headers: Record<string, string> = {},
): NextResponse {
  return NextResponse.json(errorEnvelope(code, message), {
    status,
    headers: { ...CORS_HEADERS, 'Cache-Control': ERROR_CACHE_CONTROL, ...headers },
  });
}

/** Retry-After of a 503; shared caches keep it no longer, so a store that is back shows at once. */
export const RETRY_AFTER_SECONDS = 30;

const RETRY_HEADERS = {
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': `public, max-age=0, s-maxage=${RETRY_AFTER_SECONDS}`,
};

/** The 503 of an endpoint whose store could not be read, logged with its cause. */
export function storeUnavailable(
  endpoint: EndpointDefinition,
  error: unknown,
  what = 'The price store',
): NextResponse {
  console.error(`GET ${endpoint.path} failed:`, error);
  return errorResponse(
    503,
    'store_unavailable',
    `${what} could not be read; please try again shortly`,
    RETRY_HEADERS,
  );
}

/** An endpoint's error answer; the status must be one its registry entry (and document) lists. */
export function apiError<E extends EndpointDefinition>(
  endpoint: E,
  status: E['errors'][number],
  code: ApiErrorCode,
  message: string,
): NextResponse {
  return errorResponse(status, code, message, status === 503 ? RETRY_HEADERS : {});
}

/** Answers CORS preflight and OPTIONS: any origin may GET; browsers keep it a day. */
export function apiOptions(): NextResponse {
  return new NextResponse(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Max-Age': '86400',
      Allow: ALLOWED_METHODS,
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

/** 405 for a method that would change something: the API is read-only. */
export function methodNotAllowed(request: Request): NextResponse {
  return errorResponse(
    405,
    'method_not_allowed',
    `${request.method} is not allowed: this API is read-only and answers GET (and OPTIONS for CORS preflight).`,
    { Allow: ALLOWED_METHODS },
  );
}
