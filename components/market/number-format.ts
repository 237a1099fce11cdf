/**
 * Number and money formatting for the market pages, safe for client leaves (no date tables):
 *   formatMoney(185500, 'en')      // 'Rs. 185,500.00'
 *   formatMoney(185500, 'ne')      // 'रु. १,८५,५००.००'  (lakh grouping, Devanagari digits)
 *   formatSignedChange(-3.5, 'en') // '−3.50'
 * Nepali pages group in lakhs and crores with Devanagari digits (see INTL_LOCALE); English
 * pages keep the international 1,234,567.50 most English-language readers expect.
 */
export type MarketLocale = 'en' | 'ne';

// Nepali through Indian English with Devanagari digits: the same lakh grouping as 'ne-NP', but
// also in browsers whose reduced ICU has no 'ne' data (Chromium printed Latin digits for 'ne').
const INTL_LOCALE: Record<MarketLocale, string> = { en: 'en-US', ne: 'en-IN-u-nu-deva' };
const cache = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: MarketLocale,
  digits: number,
  extra: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}/${digits}/${JSON.stringify(extra)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...extra,
    });
    cache.set(key, f);
  }
  return f;
}

/** A plain number with grouping, `digits` decimals (default 2). */
export function formatNumber(value: number, locale: MarketLocale, digits = 2): string {
  return formatter(locale, digits).format(value);
}

/** An integer such as a count or a unit ('22' / '२२'), without grouping surprises. */
export function formatCount(value: number, locale: MarketLocale): string {
  return formatter(locale, 0).format(value);
}

/** NPR with the spec's prefix: 'Rs. 1,234.50' / 'रु. १,२३४.५०'. */
export function formatMoney(value: number, locale: MarketLocale, digits = 2): string {
  return `${locale === 'ne' ? 'रु.' : 'Rs.'} ${formatNumber(value, locale, digits)}`;
}

// A true minus sign reads better than a hyphen next to digits, and screen readers say 'minus'.
const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');

/** A change with its sign: '+3.50' / '−3.50' / '0.00'. */
export function formatSignedChange(value: number, locale: MarketLocale, digits = 2): string {
  const rounded = Number(value.toFixed(digits));
  return `${sign(rounded)}${formatNumber(Math.abs(rounded), locale, digits)}`;
}

/** A ratio as a signed percentage: 0.0123 → '+1.23%' ('+१.२३%' on /ne). */
export function formatPercent(ratio: number, locale: MarketLocale, digits = 2): string {
  return `${formatSignedChange(ratio * 100, locale, digits)}%`;
}
