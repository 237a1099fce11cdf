import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SoftNavigation } from '@/components/layout/soft-navigation';
import { SavedCopyDate, SavedCopyNotice } from '@/components/offline/saved-copy-notice';
import { ServiceWorker } from '@/components/offline/service-worker';
import { Toaster } from '@/components/ui/toast';
import { routing } from '@/i18n/routing';
import { DEVANAGARI_PRELOAD_SCRIPT } from '@/lib/fonts/devanagari';
import { APP_THEME_COLOR, SITE_URL } from '@/lib/site';
import { todayInNepal } from '@/lib/time';
import { currentBsYear } from '@/lib/time/bs-today';
import '../globals.css';

// The footer's year and every "today" on static pages must follow the clock: rebuild hourly.
export const revalidate = 3600;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// The browser's toolbar and the installed app's title bar take the icon's red.
export const viewport: Viewport = { themeColor: APP_THEME_COLOR };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  const brand = t('brand');
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: brand, template: t('titleTemplate') },
    description: t('description'),
    applicationName: brand,
    // The ICO (built from public/favicon.svg by scripts/make-favicon.mjs) alone: a browser draws
    // an SVG icon as a document of its own on the page's main thread, a long task on a phone.
    icons: { icon: [{ url: '/favicon.ico', sizes: '16x16 32x32 48x48' }] },
    // The page's language's manifest, so the installed app opens in it.
    manifest: `/${await getLocale()}/manifest.webmanifest`,
    openGraph: { title: brand, description: t('description'), type: 'website', siteName: brand },
  };
}

export default async function LocaleLayout({ children }: { children: ReactNode }) {
  const locale = await rootLocale();
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations('Toast');
  const tc = await getTranslations('Common');
  const to = await getTranslations('Offline');
  const format = await getFormatter();
  const { year } = todayInNepal();
  const bsYear = currentBsYear();
  return (
    <html lang={locale}>
      {locale === 'ne' && (
        <head>
          <script dangerouslySetInnerHTML={{ __html: DEVANAGARI_PRELOAD_SCRIPT }} />
        </head>
      )}
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="focus:bg-card sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:p-2"
        >
          {tc('skipToContent')}
        </a>
        {/* No message provider here: the message runtime (about 2.6 KB gzip) would reach
            every page. The layout's leaves get server-translated strings or rendered slots; a
            client island that formats messages in the browser (converter, NPR calculator,
            vegetable table) brings its own ClientMessages. */}
        <SiteHeader />
        <SavedCopyNotice locale={locale}>
          {to.rich('savedCopy', { date: () => <SavedCopyDate /> })}
        </SavedCopyNotice>
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter
          yearLabel={format.number(year, { useGrouping: false })}
          bsYear={bsYear}
          bsYearLabel={format.number(bsYear, { useGrouping: false })}
        />
        <Toaster label={t('region')} dismissLabel={t('dismiss')} />
        <SoftNavigation />
        <ServiceWorker updateTitle={to('updateTitle')} reloadLabel={to('updateAction')} />
      </body>
    </html>
  );
}
