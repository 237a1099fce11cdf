import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { cleanPath, hasBrokenEscape, rawPathOf } from '@/lib/routing/request-path';

const handleI18nRouting = createMiddleware(routing);
const LOCALE_PREFIX = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

function badRequest(pathname: string): NextResponse {
  const message = 'The URL has a malformed percent-encoding (a % not followed by two hex digits).';
  return pathname.startsWith('/api/')
    ? NextResponse.json({ error: { code: 'bad_request', message } }, { status: 400 })
    : new NextResponse(`400 Bad Request: ${message}`, {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
}

/**
 * A redirect to `path` on the origin of the request. Next turns a same-origin Location into a
 * path-only one; the request guard (lib/http/request-guard.ts) has already reduced an
 * absolute-form target to its path, so that origin is never one the client named.
 */
function redirectTo(request: NextRequest, path: string): NextResponse {
  return NextResponse.redirect(new URL(`${path}${request.nextUrl.search}`, request.url), 308);
}

// Runs only where it has work (see `config.matcher`): locale negotiation for unprefixed paths and
// the URL checks for paths with a percent-escape. Locale-prefixed pages, the API and files skip
// it, so cacheable answers never carry its Set-Cookie. It is never an authorization boundary.
export default function proxy(request: NextRequest) {
  const rawPath = rawPathOf(request.url);
  if (hasBrokenEscape(rawPath)) return badRequest(rawPath);
  const clean = cleanPath(rawPath);
  if (clean !== rawPath) return redirectTo(request, clean);
  if (LOCALE_PREFIX.test(rawPath) || rawPath.startsWith('/api/')) return NextResponse.next();
  return handleI18nRouting(request);
}

export const config = {
  // Unprefixed page paths (locale negotiation), plus any path with a '%' (the URL checks). Kept
  // literal: Next reads it at build time. tests/unit/shell/proxy-matcher.test.ts pins it.
  matcher: [
    '/((?!_next/|en(?:/|$)|ne(?:/|$)|api/|[^%]*\\.[^%/]*$)[^%]*)',
    '/((?!_next/static|_next/image).*%.*)',
  ],
};
