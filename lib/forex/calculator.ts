/** NPR calculator arithmetic; NRB quotes some currencies per 10 or 100, so it divides by `unit`. */
import { fromDevanagariDigits } from '@/lib/bs/digits';
export type Direction = 'to-npr' | 'from-npr';

export interface CalculatorRate {
  iso3: string;
  unit: number;
  buy: number;
  sell: number;
}

export type CalculatorResult =
  | {
      ok: true;
      amount: number;
      result: number;
      rate: number;
      unit: number;
      direction: Direction;
      iso3: string;
    }
  | { ok: false; error: 'amount' | 'currency' };

/** Largest amount accepted (a trillion): far above real conversions, and exact to the paisa. */
export const MAX_AMOUNT = 1e12;

/** Reads an amount as people type it: '1,00,000', '100.5', '१००' (Devanagari digits). */
export function parseAmount(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  const ascii = fromDevanagariDigits(raw).trim().replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(ascii)) return null;
  const value = Number(ascii);
  return Number.isFinite(value) && value > 0 && value <= MAX_AMOUNT ? value : null;
}

/** `?direction=` → a direction; anything else means foreign → NPR (the default). */
export function parseDirection(raw: string | null | undefined): Direction {
  return raw === 'from-npr' ? 'from-npr' : 'to-npr';
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Converts `amount` with one currency's rate; the error says which input is wrong. */
export function convert(
  amount: number | null,
  rate: CalculatorRate | undefined,
  direction: Direction,
): CalculatorResult {
  if (!rate || !(rate.unit > 0) || !(rate.buy > 0) || !(rate.sell > 0))
    return { ok: false, error: 'currency' };
  if (amount === null || !(amount > 0) || amount > MAX_AMOUNT)
    return { ok: false, error: 'amount' };
  const toNpr = direction === 'to-npr';
  const used = toNpr ? rate.buy : rate.sell;
  const result = toNpr ? round2((amount * used) / rate.unit) : round2((amount * rate.unit) / used);
  return { ok: true, amount, result, rate: used, unit: rate.unit, direction, iso3: rate.iso3 };
}
