import { getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { formatMoney } from '@/lib/market/format';
import type { Locale } from '@/i18n/routing';
import { unitNamer } from '@/lib/market/vegetable-rows';
import { getVegetableMarket } from '@/lib/market/vegetable-data';
import { vegetableName } from '@/lib/market/vegetable-view';
import { html } from '@/lib/widgets/html';
import type { WidgetContent } from './document';
import { publishedHeading, unavailableWidget, widgetTable } from './market-state';
import { PAGES } from '@/lib/urls/page-table';

const PATH = PAGES.vegetables.path;
/** Rows shown: Kalimati lists its staples first (tomatoes, potatoes, onions…). */
const SHOWN = 6;

/** Kalimati's average wholesale price of its first staples, with their date. */
export async function vegetablesWidget(locale: Locale): Promise<WidgetContent> {
  const t = await getTranslations({ locale, namespace: 'Widgets.vegetables' });
  const title = t('title');
  const more = { path: PATH, label: t('more') };
  let market;
  try {
    // Empty: getVegetableMarket shortens the revalidate itself.
    market = await getVegetableMarket();
  } catch (error) {
    unstable_rethrow(error);
    console.error('vegetables widget: the store could not be read:', error);
    return unavailableWidget(locale, 'vegetables', 'error', { title, more });
  }
  if (!market) return unavailableWidget(locale, 'vegetables', 'empty', { title, more });
  const unit = await unitNamer(locale);
  return {
    title,
    body: html`${await publishedHeading(locale, title, market.date)}
    ${widgetTable(
      [t('item'), t('avg')],
      market.items.slice(0, SHOWN).map((item) => {
        const name = vegetableName(item, locale);
        const per = unit(item);
        return {
          head: name.primary,
          lang: name.primaryLang,
          cells: [
            html`${formatMoney(item.avg, locale)} <span class="sub">/ <span${per.lang && per.lang !== locale ? html` lang="${per.lang}"` : ''}>${per.text}</span></span>`,
          ],
        };
      }),
    )}`,
    more,
  };
}
