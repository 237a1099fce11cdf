import { routing, type Locale } from '@/i18n/routing';
import { PAGE_ERROR_CACHE_CONTROL } from '@/lib/http/unknown-page';
import { notFoundDocument } from './not-found-document';

type Context = { params: Promise<{ locale: string }> };

// GET /{locale}/page-not-found, and every path under /en or /ne that no page claims (proxy.ts
// rewrites them here, lib/urls/judge.ts): the localized not-found page with a 404 status.
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale: requested } = await params;
  const locale =
    routing.locales.find((known): known is Locale => known === requested) ?? routing.defaultLocale;
  return new Response(notFoundDocument(locale), {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PAGE_ERROR_CACHE_CONTROL,
    },
  });
}

export const HEAD = GET;
