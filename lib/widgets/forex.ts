import { getTranslations } from 'next-intl/server';
import { currencyNames } from '@/lib/forex/currency-names';
import { FEATURED_CURRENCIES } from '@/lib/forex/featured-currencies';
import { formatCount, formatNumber } from '@/lib/market/format';
import type { Locale } from '@/i18n/routing';
import { loadForexLatest } from '@/lib/market/forex';
import { html } from '@/lib/widgets/html';
import type { WidgetContent } from './document';
import { publishedHeading, unavailableWidget, widgetTable } from './market-state';
import { PAGES } from '@/lib/urls/page-table';

const PATH = PAGES.forex.path;

/** NRB's buying and selling rates of the forex page's featured currencies, with their date. */
export async function forexWidget(locale: Locale): Promise<WidgetContent> {
  const t = await getTranslations({ locale, namespace: 'Widgets.forex' });
  const latest = await loadForexLatest();
  const title = t('title');
  const more = { path: PATH, label: t('more') };
  if (latest.status !== 'ok') {
    return unavailableWidget(locale, 'forex', latest.status, { title, more });
  }
  const currencyName = await currencyNames(locale);
  const rows = FEATURED_CURRENCIES.map((code) =>
    latest.day.rates.find((r) => r.iso3 === code),
  ).filter((r) => r !== undefined);
  return {
    title,
    body: html`${await publishedHeading(locale, title, latest.day.date)}
      ${widgetTable(
        [t('currency'), t('buy'), t('sell')],
        rows.map((r) => ({
          head: html`<abbr title="${currencyName(r.iso3, r.name)}"
            >${formatCount(r.unit, locale)} ${r.iso3}</abbr
          >`,
          cells: [formatNumber(r.buy, locale), formatNumber(r.sell, locale)],
        })),
      )}
      <p class="sub mt">${t('unit')}</p>`,
    more,
  };
}
