import 'server-only';
import { getTranslations } from 'next-intl/server';
import {
  formatNumber,
  formatPercent,
  formatShortAdDate,
  formatSignedChange,
} from '@/lib/market/format';
import type { VegetableItem } from '@/lib/market/vegetable-data';
import type { Locale } from '@/i18n/routing';
import type { Trend } from './trend';

/** A unit's words, and `lang: 'ne'` when they are Kalimati's own (Nepali on every page). */
export interface UnitName {
  text: string;
  lang?: 'ne';
}

/** One row as the server formatted it; numbers stay for sorting. */
export interface TableRow {
  id: number;
  nameEn: string | null;
  nameNe: string;
  unit: UnitName;
  min: number;
  max: number;
  avg: number;
  minText: string;
  maxText: string;
  avgText: string;
  trend: Trend;
  trendLabel: string;
  trendDetail: string;
}

/**
 * The unit as a reader says it: kg / dozen / piece in the page language, else Kalimati's word.
 * Pages use the request's locale; route handlers, which have none, pass theirs.
 */
export async function unitNamer(
  locale?: Locale,
): Promise<(item: Pick<VegetableItem, 'unit' | 'unitLabel'>) => UnitName> {
  const t = locale
    ? await getTranslations({ locale, namespace: 'VegetablesPage.units' })
    : await getTranslations('VegetablesPage.units');
  return (item) =>
    item.unit === 'other' ? { text: item.unitLabel, lang: 'ne' } : { text: t(item.unit) };
}

/** The trend as a label ('Rising') and a detail ('+2.75 (+5.82%) since 14 May'). */
export async function trendTexter(locale: Locale, previousDate: string | null) {
  const t = await getTranslations('VegetablesPage.trend');
  const since = previousDate ? formatShortAdDate(previousDate, locale) : '';
  return (item: Pick<VegetableItem, 'trend'>): { label: string; detail: string } => {
    const trend = item.trend;
    if (trend.kind === 'none') return { label: t('none'), detail: '' };
    if (trend.kind === 'new') return { label: t('new'), detail: t('newHint', { date: since }) };
    return {
      label: t(trend.direction),
      detail: t('change', {
        change: formatSignedChange(trend.change, locale),
        percent: formatPercent(trend.percent / 100, locale),
        date: since,
      }),
    };
  };
}

export async function tableRows(
  items: readonly VegetableItem[],
  locale: Locale,
  previousDate: string | null,
): Promise<TableRow[]> {
  const unit = await unitNamer();
  const trendText = await trendTexter(locale, previousDate);
  const money = (v: number) => formatNumber(v, locale);
  return items.map((item) => {
    const { label, detail } = trendText(item);
    return {
      id: item.id,
      nameEn: item.nameEn,
      nameNe: item.nameNe,
      unit: unit(item),
      min: item.min,
      max: item.max,
      avg: item.avg,
      minText: money(item.min),
      maxText: money(item.max),
      avgText: money(item.avg),
      trend: item.trend,
      trendLabel: label,
      trendDetail: detail,
    };
  });
}
