// Formatting for the market pages; client leaves import lib/i18n/format, which leaves out lib/bs.
// `ne-NP` groups in lakhs with Devanagari digits; English pages keep the international 1,234,567.50
// their readers expect. Dates come from lib/bs (Nepali month names and BS), never Intl's.
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
