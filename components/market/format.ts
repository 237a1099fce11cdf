/**
 * Money, number and date formatting shared by the market pages (forex, metals, vegetables), on
 * the server and in client leaves alike (pure: no clock, no I/O).
 *
 * Usage:
 *   formatMoney(185500, 'en')        // 'Rs. 185,500.00'
 *   formatMoney(185500, 'ne')        // 'रु. १,८५,५००.००'  (lakh grouping, Devanagari digits)
 *   formatNumber(9.49, 'ne')         // '९.४९'
 *   formatSignedChange(-3.5, 'en')   // '−3.50'
 *   formatPercent(-0.0123, 'en')     // '−1.23%'
 *   publicationDates('2025-05-16', 'ne') // { bs: '२ जेठ २०८२', ad: '१६ मे २०२५' }
 *   formatNepalTime('2025-05-16T04:20:00Z', 'en') // '16 May 2025, 10:05 NPT'
 *
 * Why these locales: `Intl.NumberFormat('ne-NP')` already groups in lakhs and crores
 * (१,२३,४५,६७८.५०) with Devanagari digits; English pages keep the international 1,234,567.50
 * that most English-language readers expect. Dates come from lib/bs (Nepali month names and BS),
 * never from Intl's Gregorian names.
 */
import { adToBs, formatAdDate, formatBsDate, toDevanagariDigits } from '@/lib/bs';

export type MarketLocale = 'en' | 'ne';

const INTL_LOCALE: Record<MarketLocale, string> = { en: 'en-US', ne: 'ne-NP' };
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

function parseIso(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** A stored `YYYY-MM-DD` (Nepal civil date) in both calendars; falls back to the raw text. */
export function publicationDates(iso: string, locale: MarketLocale): { bs: string; ad: string } {
  const ad = parseIso(iso);
  if (!ad) return { bs: iso, ad: iso };
  try {
    return { bs: formatBsDate(adToBs(ad), locale), ad: formatAdDate(ad, locale) };
  } catch {
    return { bs: iso, ad: formatAdDate(ad, locale) };
  }
}

/** A short AD date for axes and tables: '16 May' / '१६ मे' (with the year when asked). */
export function formatShortAdDate(iso: string, locale: MarketLocale, withYear = false): string {
  const ad = parseIso(iso);
  if (!ad) return iso;
  const full = formatAdDate(ad, locale);
  return withYear ? full : full.replace(/\s+\S+$/, '');
}

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** An instant in Nepal time: '16 May 2025, 10:05 NPT' / '१६ मे २०२५, १०:०५ (नेपाल समय)'. */
export function formatNepalTime(instantIso: string, locale: MarketLocale): string {
  const t = Date.parse(instantIso);
  if (Number.isNaN(t)) return instantIso;
  const shifted = new Date(t + NEPAL_OFFSET_MS);
  const ad = {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
  const clock = `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
  return locale === 'ne'
    ? `${formatAdDate(ad, 'ne')}, ${toDevanagariDigits(clock)} (नेपाल समय)`
    : `${formatAdDate(ad, 'en')}, ${clock} NPT`;
}
