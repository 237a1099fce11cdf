import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_PREFIX } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { errorEnvelope } from '@/lib/api/protocol';
import { checkPageParams } from '@/lib/routing/page-params';
import { cleanPath, hasBrokenEscape, rawPathOf } from '@/lib/routing/request-path';

const handleI18nRouting = createMiddleware(routing);

function badRequest(pathname: string): NextResponse {
  const message = 'The URL has a malformed percent-encoding (a % not followed by two hex digits).';
  return pathname.startsWith('/api/')
    ? NextResponse.json(errorEnvelope('bad_request', message), { status: 400 })
    : new NextResponse(`400 Bad Request: ${message}`, {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
}

/**
 * A redirect to `path` on the origin of the request. Next turns a same-origin Location into a
 * path-only one; the server (server.ts) has already reduced an absolute-form target to its
 * path, so that origin is never one the client named.
 */
function redirectTo(request: NextRequest, path: string): NextResponse {
  return NextResponse.redirect(new URL(`${path}${request.nextUrl.search}`, request.url), 308);
}

// Runs only where it has work (see `config.matcher`): locale negotiation for unprefixed paths,
// the URL checks for paths with a percent-escape, and the parameters of calendar and sign pages.
// Canonical month pages, the other locale-prefixed pages, the API and files skip it, so
// cacheable answers never carry its Set-Cookie. It is never an authorization boundary.
export default function proxy(request: NextRequest) {
  const rawPath = rawPathOf(request.url);
  if (hasBrokenEscape(rawPath)) return badRequest(rawPath);
  const clean = cleanPath(rawPath);
  if (clean !== rawPath) return redirectTo(request, clean);
  const params = checkPageParams(rawPath);
  if (params?.kind === 'redirect') return redirectTo(request, params.path);
  if (params?.kind === 'missing') {
    return NextResponse.rewrite(new URL(`/${params.locale}/page-not-found`, request.url));
  }
  if (LOCALE_PREFIX.test(rawPath) || rawPath.startsWith('/api/')) return NextResponse.next();
  return handleI18nRouting(request);
}

export const config = {
  // Unprefixed page paths (locale negotiation); any path with a '%' (the URL checks); calendar
  // pages but a month URL already in its one form with a year the calendar covers (1970-2100),
  // and sign pages (their parameters). Kept literal: Next reads it at build time.
  // tests/unit/hardening/proxy-matcher.test.ts pins it.
  matcher: [
    '/((?!_next/|en(?:/|$)|ne(?:/|$)|api/|[^%]*\\.[^%/]*$)[^%]*)',
    '/((?!_next/static|_next/image).*%.*)',
    '/(en|ne)/(calendar|nepali-calendar|nepalicalendar)/((?!(?:19[7-9]\\d|20\\d\\d|2100)/(?:baishakh|jestha|ashadh|shrawan|bhadra|ashwin|kartik|mangsir|poush|magh|falgun|chaitra)$).+)',
    '/(en|ne)/nepali-rashifal/:sign',
  ],
};
