import { NextResponse } from 'next/server';

/** CORS is open on the public API: it is read-only and carries no credentials. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

export interface CacheOptions {
  /** Shared-cache lifetime in seconds (CDN); browsers get a tenth of it. */
  sMaxAge?: number;
}

/** The `Cache-Control` of a successful answer (the OpenAPI document quotes it too). */
export function cacheControl({ sMaxAge = 300 }: CacheOptions): string {
  return `public, max-age=${Math.floor(sMaxAge / 10)}, s-maxage=${sMaxAge}, stale-while-revalidate=${sMaxAge}`;
}

/** A JSON answer of the public API with CORS and cache headers. */
export function apiJson(data: unknown, options: CacheOptions = {}): NextResponse {
  return NextResponse.json(data, {
    headers: { ...CORS_HEADERS, 'Cache-Control': cacheControl(options) },
  });
}

/** A non-JSON answer (CSV, iCalendar) with the same headers. */
export function apiText(
  body: string,
  contentType: string,
  options: CacheOptions & { filename?: string } = {},
): NextResponse {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': contentType,
    'Cache-Control': cacheControl(options),
  };
  if (options.filename) headers['Content-Disposition'] = `attachment; filename="${options.filename}"`;
  return new NextResponse(body, { headers });
}

/** The one error envelope: `{ error: { code, message } }`. Errors are not cached long. */
export function apiError(status: 400 | 404 | 405 | 500 | 503, code: string, message: string): NextResponse {
  return NextResponse.json(
    { error: { code, message } },
    { status, headers: { ...CORS_HEADERS, 'Cache-Control': 'public, max-age=0, s-maxage=60' } },
  );
}

/** Answers CORS preflight requests. */
export function apiOptions(): NextResponse {
  return new NextResponse(null, { status: 204, headers: CORS_HEADERS });
}
