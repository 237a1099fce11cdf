import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { canonicalPathForAlias, signAliasRedirect } from '@/lib/routing/aliases';

const handleI18nRouting = createMiddleware(routing);
const LOCALE_PREFIX = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);
const NOT_A_PAGE = /^\/(api|_vercel)\/|\.[^/]*$/;

/** A path with a broken percent escape (`/en/%ZZ`) makes Next's own router throw (a 500). */
function malformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function badRequest(pathname: string): NextResponse {
  const message = 'The URL has a malformed percent-encoding (a % not followed by two hex digits).';
  return pathname.startsWith('/api/')
    ? NextResponse.json({ error: { code: 'bad_request', message } }, { status: 400 })
    : new NextResponse(`400 Bad Request: ${message}`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

// Locale negotiation, alias rewrites and the URL check only: this runs on every request, so it
// stays cheap. It is never an authorization boundary.
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (malformed(pathname)) return badRequest(pathname);
  if (NOT_A_PAGE.test(pathname)) return NextResponse.next();
  const match = LOCALE_PREFIX.exec(pathname);
  if (match) {
    const sign = signAliasRedirect(pathname.slice(match[0].length));
    if (sign) {
      const url = request.nextUrl.clone();
      url.pathname = `${match[0]}${sign}`;
      return NextResponse.redirect(url, 308);
    }
    const canonical = canonicalPathForAlias(pathname.slice(match[0].length));
    if (canonical) {
      const url = request.nextUrl.clone();
      url.pathname = `${match[0]}${canonical}`;
      return NextResponse.rewrite(url);
    }
  }
  return handleI18nRouting(request);
}

export const config = {
  // Pages; API paths and files only when they hold a '%' (for the URL check), so the API and
  // public files skip the proxy.
  matcher: ['/((?!_next/static|_next/image|api/[^%]*$|[^%]*\\.[^%/]*$).*)'],
};
