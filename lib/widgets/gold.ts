import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/market/format';
import type { Locale } from '@/i18n/routing';
import { loadMetalsLatest } from '@/lib/market/metals';
import { html } from '@/lib/widgets/html';
import type { WidgetContent } from './document';
import { publishedHeading, unavailableWidget, widgetTable } from './market-state';
import { PAGES } from '@/lib/urls/page-table';

const PATH = PAGES.metals.path;
const HALLMARKS = [
  { metal: 'gold', grade: 'fine', key: 'fine' },
  { metal: 'gold', grade: 'tejabi', key: 'tejabi' },
  { metal: 'silver', grade: 'standard', key: 'silver' },
] as const;

/** FENEGOSIDA's prices per tola of fine and tejabi gold and of silver, with their date. */
export async function goldWidget(locale: Locale): Promise<WidgetContent> {
  const t = await getTranslations({ locale, namespace: 'Widgets.gold' });
  const latest = await loadMetalsLatest();
  const title = t('title');
  const more = { path: PATH, label: t('more') };
  if (latest.status !== 'ok') {
    return unavailableWidget(locale, 'metals', latest.status, { title, more });
  }
  const price = (metal: string, grade: string) =>
    latest.day.prices.find(
      (p) => p.metal === metal && p.grade === grade && p.unit === 'tola' && p.price > 0,
    )?.price;
  return {
    title,
    body: html`${await publishedHeading(locale, title, latest.day.date)}
    ${widgetTable(
      [t('hallmark'), t('perTola')],
      HALLMARKS.map(({ metal, grade, key }) => {
        const value = price(metal, grade);
        return { head: t(key), cells: [value === undefined ? '—' : formatMoney(value, locale)] };
      }),
    )}`,
    more,
  };
}
