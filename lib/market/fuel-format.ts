import 'server-only';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/i18n/routing';
import type { FuelCurrency, FuelUnit } from '@/lib/market/fuel';

/** A fuel price in its currency: rupees as the site writes them, dollars with their code. */
export function formatFuelPrice(price: number, currency: FuelCurrency, locale: Locale): string {
  return currency === 'NPR' ? formatMoney(price, locale) : `USD ${formatNumber(price, locale)}`;
}

/** The key of a unit's words under `FuelPage.units` (message keys cannot hold a dot). */
export const unitKey = (unit: FuelUnit) => (unit === 'cylinder-14.2kg' ? 'cylinder' : unit);
