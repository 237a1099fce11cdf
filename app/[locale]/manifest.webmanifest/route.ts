import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { APP_BACKGROUND_COLOR, APP_THEME_COLOR } from '@/lib/site';

// GET /{locale}/manifest.webmanifest – the web app manifest in the page's language, linked from
// every page (app/[locale]/layout.tsx): installing from /ne gives a Nepali app that opens on /ne.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

type Context = { params: Promise<{ locale: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('404 Not Found\n', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const manifest = {
    id: `/${locale}`,
    name: t('brand'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    dir: 'ltr',
    start_url: `/${locale}`,
    // The whole site, so a link to the other language stays in the app window.
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    categories: ['utilities', 'lifestyle', 'finance'],
    // public/icons, drawn from public/favicon.svg by scripts/make-app-icons.mjs.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
