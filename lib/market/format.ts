/**
 * Money, number and date formatting shared by the market pages (forex, metals, vegetables); pure
 * (no clock, no I/O). Client leaves import lib/i18n/format instead, which leaves out lib/bs.
 *
 * Usage:
 *   formatMoney(185500, 'en')        // 'Rs. 185,500.00'
 *   formatMoney(185500, 'ne')        // 'रु. १,८५,५००.००'  (lakh grouping, Devanagari digits)
 *   formatNumber(9.49, 'ne')         // '९.४९'
 *   formatSignedChange(-3.5, 'en')   // '−3.50'
 *   formatPercent(-0.0123, 'en')     // '−1.23%'
 *   publicationDates('2025-05-16', 'ne') // { bs: '२ जेठ २०८२', ad: '१६ मे २०२५' }
 *   nepalTimeParts('2025-05-16T04:20:00Z', 'ne')  // { date: '१६ मे २०२५', time: '१०:०५' }
 *
 * Why these locales: `Intl.NumberFormat('ne-NP')` already groups in lakhs and crores
 * (१,२३,४५,६७८.५०) with Devanagari digits; English pages keep the international 1,234,567.50
 * that most English-language readers expect. Dates come from lib/bs (Nepali month names and BS),
 * never from Intl's Gregorian names.
 */
import { adToBs, formatAdDate, formatBsDate, localeDigits } from '@/lib/bs';
import { parseIsoDay } from '@/lib/time/civil-date';
import { nepalCivilDate, nepalClock } from '@/lib/time/nepal-time';

import type { Locale } from '@/lib/i18n/format';

export {
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignedChange,
} from '@/lib/i18n/format';

/** A stored `YYYY-MM-DD` (Nepal civil date) in both calendars; falls back to the raw text. */
export function publicationDates(iso: string, locale: Locale): { bs: string; ad: string } {
  const ad = parseIsoDay(iso);
  if (!ad) return { bs: iso, ad: iso };
  try {
    return { bs: formatBsDate(adToBs(ad), locale), ad: formatAdDate(ad, locale) };
  } catch {
    return { bs: iso, ad: formatAdDate(ad, locale) };
  }
}

/** A short AD date for axes and tables: '16 May' / '१६ मे' (with the year when asked). */
export function formatShortAdDate(iso: string, locale: Locale, withYear = false): string {
  const ad = parseIsoDay(iso);
  if (!ad) return iso;
  const full = formatAdDate(ad, locale);
  return withYear ? full : full.replace(/\s+\S+$/, '');
}

/**
 * An instant's date and clock in Nepal time, in the page's digits, for a message that names the
 * zone (`Market.provenance.fetchedValue`: '16 May 2025, 10:05 NPT'); null if it is not an instant.
 */
export function nepalTimeParts(
  instantIso: string,
  locale: Locale,
): { date: string; time: string } | null {
  const t = Date.parse(instantIso);
  if (Number.isNaN(t)) return null;
  return {
    date: formatAdDate(nepalCivilDate(t), locale),
    time: localeDigits(nepalClock(t), locale),
  };
}
