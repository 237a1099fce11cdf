import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConverterClient } from '@/components/converter/converter-client';
import { ConverterFaq, converterFaqEntries } from '@/components/converter/converter-faq';
import { ConverterInfoTabs } from '@/components/converter/converter-info-tabs';
import {
  readConverterQuery,
  runQuery,
  type SearchParams,
} from '@/components/converter/converter-state';
import { TodayDates } from '@/components/converter/today-dates';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import {
  AD_MAX,
  AD_MIN,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  adToBs,
  formatAdDate,
  localeDigits,
  parseIsoDate,
} from '@/lib/bs';
import { todayInNepal } from '@/lib/time';
import { pageMetadata } from '@/lib/seo/metadata';
import { converterImageQuery } from '@/lib/seo/og';
import { PAGES } from '@/lib/urls/page-table';

/** The supported range in the page's language, for the intro, the note and the description. */
export async function converterRangeValues(locale: Locale) {
  const num = (n: number) => localeDigits(n, locale);
  return {
    minYear: num(BS_MIN_YEAR),
    maxYear: num(BS_MAX_YEAR),
    adMin: formatAdDate(AD_MIN, locale, 'long'),
    adMax: formatAdDate(AD_MAX, locale, 'long'),
  };
}

/** The page's metadata; with a conversion in `params` its preview image shows the result. */
export async function converterMetadata(
  locale: Locale,
  params: SearchParams = {},
): Promise<Metadata> {
  const t = await getTranslations('ConverterPage');
  const query = readConverterQuery(params);
  const result = runQuery(query);
  return pageMetadata({
    locale,
    path: PAGES.converter.path,
    title: t('metaTitle'),
    description: t('metaDescription', await converterRangeValues(locale)),
    ...(query && result?.ok ? { imageQuery: converterImageQuery(query.from, result.value) } : {}),
  });
}

/**
 * The converter page's body. The plain URL renders it without a query (static, revalidated);
 * a `?bs=`, `?ad=` or no-JS form query reaches ./view, which passes the query here per request.
 */
export async function ConverterScreen({
  locale,
  params = {},
}: {
  locale: Locale;
  params?: SearchParams;
}) {
  const t = await getTranslations('ConverterPage');
  const range = await converterRangeValues(locale);
  const query = readConverterQuery(params);
  const result = runQuery(query);

  const today = todayInNepal();
  const todayBs = adToBs(today);
  // Forms start on the requested date when it is valid, else on today.
  const requested = query && result?.ok ? result.value : null;
  const initialBs = requested
    ? { year: requested.bs.year, month: requested.bs.month, day: requested.bs.day }
    : todayBs;
  const adParts = requested ? parseIsoDate(requested.ad, 'ad') : null;
  const initialAd = adParts?.ok ? adParts.value : today;
  const faq = await converterFaqEntries(locale, today, todayBs);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('heading')}</h1>
        <p className="text-muted-foreground">{t('intro', range)}</p>
      </header>
      <TodayDates
        locale={locale}
        today={today}
        todayBs={todayBs}
        title={t('todayTitle')}
        adLabel={t('todayAd')}
        bsLabel={t('todayBs')}
      />
      <ClientMessages namespaces={['ConverterPage.form']}>
        <ConverterClient
          key={query ? `${query.from}-${query.date}` : 'today'}
          locale={locale}
          initialBs={initialBs}
          initialAd={initialAd}
          initialResult={query && result ? { from: query.from, result } : null}
        />
      </ClientMessages>
      <p className="text-muted-foreground text-sm">{t('rangeNote', range)}</p>
      <ConverterInfoTabs locale={locale} />
      <ConverterFaq entries={faq} />
    </div>
  );
}
