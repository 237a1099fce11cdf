import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { ERROR_CACHE_CONTROL } from '@/lib/api/http';
import { errorEnvelope } from '@/lib/api/protocol';
import { PAGE_ERROR_CACHE_CONTROL } from '@/lib/http/unknown-page';
import { SITE_URL } from '@/lib/site';
import { judgeUrl } from '@/lib/urls/judge';
import { rawPathOf } from '@/lib/urls/request-path';

// The negotiation remembers the locale it chose; over HTTPS that cookie is never sent in clear.
const handleI18nRouting = createMiddleware({
  ...routing,
  localeCookie: { secure: new URL(SITE_URL).protocol === 'https:' },
});

// Every answer here but the negotiation follows from the URL alone, so shared caches may keep
// it; the negotiation follows the visitor's languages and cookie. A canonical redirect changes
// only with a release, and a 308 without a lifetime may be kept by a browser as long as it likes.
// A malformed escape is kept as the 404 of its kind (page or API) is.
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';
const NEGOTIATION_CACHE_CONTROL = 'private, no-store';

function badRequest(pathname: string): NextResponse {
  const message = 'The URL has a malformed percent-encoding (a % not followed by two hex digits).';
  return pathname.startsWith('/api/')
    ? NextResponse.json(errorEnvelope('bad_request', message), {
        status: 400,
        headers: { 'Cache-Control': ERROR_CACHE_CONTROL },
      })
    : new NextResponse(`400 Bad Request: ${message}`, {
        status: 400,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': PAGE_ERROR_CACHE_CONTROL,
        },
      });
}

// Next's router decodes the path, so the judge reads the raw one from `request.url`. Only the
// locale negotiation of unprefixed paths may set a cookie; every other answer carries none, so
// cached pages stay shareable. It is never an authorization boundary.
export default function proxy(request: NextRequest) {
  const rawPath = rawPathOf(request.url);
  const decision = judgeUrl(rawPath, request.nextUrl.searchParams);
  const at = (path: string) => new URL(`${path}${request.nextUrl.search}`, request.url);
  switch (decision.kind) {
    case 'bad-request':
      return badRequest(rawPath);
    case 'redirect': {
      // Next turns a same-origin Location into a path; server.ts has already reduced an
      // absolute-form target to its path, so the origin is never one the client named.
      const response = NextResponse.redirect(at(decision.path), 308);
      response.headers.set('Cache-Control', REDIRECT_CACHE_CONTROL);
      return response;
    }
    case 'rewrite':
      return NextResponse.rewrite(at(decision.path));
    case 'not-found':
      return NextResponse.rewrite(new URL(`/${decision.locale}/page-not-found`, request.url));
    case 'negotiate': {
      const response = handleI18nRouting(request);
      response.headers.set('Cache-Control', NEGOTIATION_CACHE_CONTROL);
      return response;
    }
    case 'pass':
      return NextResponse.next();
  }
}

export const config = {
  // Every page path (the API and the public files outside the locales skip it: a file name
  // under /en or /ne is a page path like any other, judged), and any path with a '%', whose
  // escapes the judge checks. Kept literal: Next reads it at build time.
  matcher: [
    '/((?!_next/|api/|(?!en/|ne/)[^%]*\\.[^%/]*$).*)',
    '/((?!_next/static|_next/image).*%.*)',
  ],
};
