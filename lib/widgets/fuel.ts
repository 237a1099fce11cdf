import { getTranslations } from 'next-intl/server';
import { formatFuelPrice } from '@/lib/market/fuel-format';
import type { Locale } from '@/i18n/routing';
import { loadFuelLatest } from '@/lib/market/fuel';
import { html } from '@/lib/widgets/html';
import type { WidgetContent } from './document';
import { publishedHeading, unavailableWidget, widgetTable } from './market-state';
import { PAGES } from '@/lib/urls/page-table';

const PATH = PAGES.fuel.path;
// What a reader fills up with; aviation fuel stays on the page.
const PRODUCTS = ['petrol', 'diesel', 'kerosene', 'lpg'] as const;

/** NOC's newest petrol, diesel, kerosene and LPG prices in Kathmandu, with their effective date. */
export async function fuelWidget(locale: Locale): Promise<WidgetContent> {
  const t = await getTranslations({ locale, namespace: 'Widgets.fuel' });
  const latest = await loadFuelLatest();
  const title = t('title');
  const more = { path: PATH, label: t('more') };
  if (latest.status !== 'ok') {
    return unavailableWidget(locale, 'fuel', latest.status, { title, more });
  }
  return {
    title,
    body: html`${await publishedHeading(locale, title, latest.revision.date)}
      ${widgetTable(
        [t('product'), t('price')],
        PRODUCTS.flatMap((product) => {
          const p = latest.revision.prices.find((q) => q.product === product);
          return p
            ? [{ head: t(product), cells: [formatFuelPrice(p.price, p.currency, locale)] }]
            : [];
        }),
      )}
      <p class="sub mt">${t('unit')}</p>`,
    more,
  };
}
