import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { getPathname } from '@/i18n/server-navigation';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { datasetJsonLd } from '@/lib/seo/json-ld';
import { kalimatiPlaceJsonLd } from '@/lib/seo/market-json-ld';
import { SITE_URL } from '@/lib/site';
import { PAGES } from '@/lib/urls/page-table';
import type { VegetableMarket } from '@/lib/market/vegetable-data';
import { vegetableFaq } from './vegetable-faq';
import type { Locale } from '@/i18n/routing';

export const VEGETABLES_PATH = PAGES.vegetables.path;

/** BreadcrumbList, FAQPage, the downloadable history as a Dataset, and Kalimati as a Place. */
export async function VegetableJsonLd({
  locale,
  market,
}: {
  locale: Locale;
  market: VegetableMarket | null;
}) {
  const t = await getTranslations('VegetablesPage');
  const ts = await getTranslations('Market.sources');
  const url = `${SITE_URL}${getPathname({ locale, href: VEGETABLES_PATH })}`;
  const first = market?.items[0];
  const api = first
    ? `${SITE_URL}/api/v1/vegetables/history?commodity=${encodeURIComponent(first.nameNe)}`
    : `${SITE_URL}/api/v1/vegetables`;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}${getPathname({ locale, href: '/' })}` },
          { name: t('heading'), url },
        ])}
      />
      <JsonLd data={faqJsonLd(await vegetableFaq())} />
      <JsonLd
        data={datasetJsonLd({
          name: t('datasetName'),
          description: t('datasetDescription'),
          url,
          creator: { name: ts('vegetables'), url: 'https://kalimatimarket.gov.np/' },
          ...(market ? { temporalCoverage: `../${market.date}` } : {}),
          csv: `${api}${api.includes('?') ? '&' : '?'}format=csv`,
          json: api,
          inLanguage: locale,
          place: 'Kathmandu, Nepal',
        })}
      />
      <JsonLd data={kalimatiPlaceJsonLd(t('placeName'), 'https://kalimatimarket.gov.np/')} />
    </>
  );
}
