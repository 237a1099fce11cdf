import 'server-only';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/i18n/routing';
import type { FuelCurrency, FuelProduct, FuelUnit } from '@/lib/sources/types';
import { FUEL_PRODUCTS } from '@/lib/sources/vocabulary';

// The vocabulary the page's components need (components import neither lib/sources nor loaders).
export { FUEL_PRODUCTS, type FuelCurrency, type FuelProduct, type FuelUnit };

/** A fuel price in its currency: rupees as the site writes them, dollars with their code. */
export function formatFuelPrice(price: number, currency: FuelCurrency, locale: Locale): string {
  return currency === 'NPR' ? formatMoney(price, locale) : `USD ${formatNumber(price, locale)}`;
}

/** The key of a unit's words under `FuelPage.units` (message keys cannot hold a dot). */
export const unitKey = (unit: FuelUnit) => (unit === 'cylinder-14.2kg' ? 'cylinder' : unit);

/* NOC's three price categories (data-sources.md §4a). */
export const FUEL_CATEGORIES = [
  {
    key: 'I',
    offset: -2.5,
    depots: [
      'Charali',
      'Biratnagar',
      'Janakpur',
      'Amlekhgunj',
      'Bhalbari',
      'Nepalgunj',
      'Dhangadhi',
      'Birgunj',
    ],
  },
  { key: 'II', offset: -1, depots: ['Surkhet', 'Dang'] },
  { key: 'III', offset: 0, depots: ['Kathmandu', 'Pokhara', 'Dipayal'] },
] as const;

/** The per-litre products the categories apply to. */
export const CATEGORY_PRODUCTS = [
  'petrol',
  'diesel',
  'kerosene',
] as const satisfies readonly FuelProduct[];
