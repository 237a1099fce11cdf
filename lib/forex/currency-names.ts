import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

type CurrencyKey = keyof Messages['ForexPage']['currencies'];

/** Names by ISO code in the page's language (`ForexPage.currencies`), else the source's own. */
export async function currencyNames(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ForexPage.currencies' });
  return (iso3: string, fallback: string): string =>
    t.has(iso3 as CurrencyKey) ? t(iso3 as CurrencyKey) : fallback;
}
