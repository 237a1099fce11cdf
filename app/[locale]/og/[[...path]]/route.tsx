import { hasLocale } from 'next-intl';
import type { NextRequest } from 'next/server';
import { loadOgCard } from '@/lib/og/load-card';
import { recentImage } from '@/lib/og/recent-images';
import { drawOgImage, pngResponse } from '@/components/og/render';
import { routing } from '@/i18n/routing';
import { ogCacheControl, parseOgTarget } from '@/lib/seo/og';

// GET /{locale}/og{page path}[?bs=|?ad=] – the page's link-preview image, a 1200×630 PNG
// (lib/seo/og.ts). Rendered per request from the same data as the page; the Cache-Control lets
// browsers, crawlers and a CDN keep it, for less than an hour when it shows today.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; path?: string[] }> };

function failure(status: 400 | 404): Response {
  const text = status === 400 ? '400 Bad Request: no such date' : '404 Not Found';
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const { locale, path = [] } = await params;
  if (!hasLocale(routing.locales, locale)) return failure(404);
  const parsed = parseOgTarget(path, request.nextUrl.searchParams);
  if (!parsed.ok) return failure(parsed.status);
  const key = `${locale} ${JSON.stringify(parsed.target)}`;
  const png = await recentImage(key, Date.now(), async () => {
    const { card, frame } = await loadOgCard(parsed.target, locale);
    return drawOgImage(card, frame);
  });
  return pngResponse(png, ogCacheControl(parsed.target));
}
