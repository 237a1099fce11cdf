import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { SavedPages } from '@/components/offline/saved-pages';
import { Link } from '@/i18n/server-link';
import { buttonVariants } from '@/components/ui/button';
import { pageMetadata } from '@/lib/seo/metadata';

// What the service worker shows for a page neither on the network nor saved (lib/sw/worker.ts
// precaches it); static like every page, it lists the saved pages from the browser.
export async function offlineMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('OfflinePage');
  const metadata = await pageMetadata({
    locale,
    path: '/offline',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
  return { ...metadata, robots: { index: false, follow: false } };
}

export async function OfflineScreen() {
  const locale = await getLocale();
  const t = await getTranslations('OfflinePage');
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted-foreground">{t('body')}</p>
      <section aria-labelledby="saved-pages" className="space-y-3">
        <h2 id="saved-pages" className="text-xl font-semibold">
          {t('savedHeading')}
        </h2>
        <SavedPages
          locale={locale}
          empty={<p className="text-muted-foreground">{t('noneSaved')}</p>}
        />
      </section>
      <Link href="/" className={buttonVariants({ variant: 'outline' })}>
        {t('retry')}
      </Link>
    </div>
  );
}
