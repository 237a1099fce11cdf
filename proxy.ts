import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { canonicalPathForAlias } from '@/lib/routing/aliases';

const handleI18nRouting = createMiddleware(routing);
const LOCALE_PREFIX = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

// Locale negotiation and alias rewrites only: this runs on every page request, so it stays cheap.
// It is never an authorization boundary.
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const match = LOCALE_PREFIX.exec(pathname);
  if (match) {
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
  // Everything but the API, Next internals and files with an extension.
  matcher: ['/((?!api/|_next|_vercel|.*\\..*).*)'],
};
