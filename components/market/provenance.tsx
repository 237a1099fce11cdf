/**
 * <Provenance>: the source line every market page shows: publisher (linked), publication date
 * in BS and AD, when we fetched it (Nepal time), a status dot (green: current; amber: older than
 * the source's cadence, or the latest update failed) and, when stale, a plain notice that the
 * figures are still the last published ones. Server component; texts from `Market.provenance`.
 *
 * Usage:
 *   // lib/market/provenance
 *   const provenance = await getProvenance('metals', day.date, day.fetchedAt);
 *   <Provenance locale={locale} provenance={provenance} />
 */
import { getTranslations } from 'next-intl/server';
import type { Provenance as ProvenanceData } from '@/lib/market/provenance';
import { cn } from '@/lib/utils';
import { nepalTimeParts, publicationDates } from '@/lib/market/format';
import type { Locale } from '@/i18n/routing';

export async function Provenance({
  locale,
  provenance,
  className,
}: {
  locale: Locale;
  provenance: ProvenanceData;
  className?: string;
}) {
  const t = await getTranslations('Market.provenance');
  const ts = await getTranslations('Market.sources');
  const healthy = !provenance.stale && !provenance.lastAttemptFailed;
  const published = provenance.dataDate ? publicationDates(provenance.dataDate, locale) : null;
  const source = ts(provenance.source);
  const fetched = provenance.fetchedAt ? nepalTimeParts(provenance.fetchedAt, locale) : null;
  return (
    <section
      aria-label={t('label')}
      className={cn('bg-card rounded-lg border p-3 text-sm', className)}
      data-provenance={healthy ? 'fresh' : 'stale'}
    >
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="flex items-center gap-2 font-medium">
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-2.5 rounded-full',
              healthy ? 'bg-success' : 'bg-amber-500',
            )}
          />
          {t('source')}
        </dt>
        <dd>
          <a
            href={provenance.url}
            rel="noopener noreferrer"
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {source}
          </a>
          <span className="sr-only"> ({healthy ? t('statusFresh') : t('statusStale')})</span>
        </dd>
        {published && (
          <>
            <dt className="font-medium sm:pl-[1.125rem]">{t('published')}</dt>
            <dd>{t('publishedValue', { bs: published.bs, ad: published.ad })}</dd>
          </>
        )}
        {fetched && (
          <>
            <dt className="font-medium sm:pl-[1.125rem]">{t('fetched')}</dt>
            <dd>{t('fetchedValue', fetched)}</dd>
          </>
        )}
      </dl>
      {published && provenance.stale && (
        <p
          className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          data-stale-notice
        >
          {t('staleNotice', {
            source,
            date: published.bs,
            cadence: t(`cadence.${provenance.source}`),
          })}
        </p>
      )}
      {published && !provenance.stale && provenance.lastAttemptFailed && (
        <p className="text-muted-foreground mt-2">
          {t('lastAttemptFailed', { date: published.bs })}
        </p>
      )}
    </section>
  );
}
