import { localeDigits } from '@/lib/bs/digits';
import type { VegetableView } from '@/lib/market/vegetable-view';
import type { Locale } from '@/i18n/routing';

/** The arguments of the table footer's message ('Showing 12 vegetables matching "alu"'). */
export function footerArgs(count: number, view: VegetableView, locale: Locale, trendName: string) {
  return {
    count,
    // Spelled out here: a browser's Intl may print 'ne' with Latin digits.
    countText: localeDigits(count, locale),
    hasQuery: view.q ? 'yes' : 'no',
    q: view.q,
    hasTrend: view.trend !== 'all' ? 'yes' : 'no',
    trend: trendName,
  };
}
