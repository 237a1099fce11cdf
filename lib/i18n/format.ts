import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/bs/digits';
import { AD_MONTHS, BS_MONTHS, WEEKDAYS } from '@/lib/bs/names';

export type { Locale };

/** The text fields of a bilingual record: `name` and `nameNe`, or `title` and `titleNe`… */
export type LocalizedFields<K extends string> = { [P in K | `${K}Ne`]: string };

/** `record[field]` on 'en', `record[field + 'Ne']` on 'ne' (field defaults to 'name'). */
export function localized<K extends string = 'name'>(
  record: LocalizedFields<NoInfer<K>>,
  locale: Locale,
  field: K = 'name' as K,
): string {
  return locale === 'ne' ? record[`${field}Ne`] : record[field];
}

/** The page's other language: the `lang` of a name shown beside it in the other script. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'ne' ? 'en' : 'ne';
}

/** A BS month's name (month 1–12): 'Mangsir' or 'मंसिर'. */
export function bsMonthName(month: number, locale: Locale): string {
  return localized(BS_MONTHS[month - 1]!, locale);
}

/** 'Mangsir 2083' or 'मंसिर २०८३': a month's name and year as headings and captions show it. */
export function monthTitle(year: number, month: number, locale: Locale): string {
  return `${bsMonthName(month, locale)} ${localeDigits(year, locale)}`;
}

export const bsMonthNames = (locale: Locale): string[] =>
  BS_MONTHS.map((m) => localized(m, locale));

export const adMonthNames = (locale: Locale): string[] =>
  AD_MONTHS.map((m) => localized(m, locale));

/** Weekday names from Sunday, long ('Sunday' / 'आइतबार') or short ('Sun' / 'आइत'). */
export function weekdayNames(locale: Locale, width: 'long' | 'short' = 'long'): string[] {
  return WEEKDAYS.map((w) =>
    width === 'short' ? localized(w, locale, 'short') : localized(w, locale),
  );
}

// Nepali through Indian English with Devanagari digits: the lakh grouping of 'ne-NP', also in
// browsers whose reduced ICU has no 'ne' data (Chromium printed Latin digits for 'ne').
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', ne: 'en-IN-u-nu-deva' };
const CURRENCY_PREFIX: Record<Locale, string> = { en: 'Rs.', ne: 'रु.' };
const cache = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: Locale,
  digits: number,
  extra: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}/${digits}/${JSON.stringify(extra)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...extra,
    });
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, locale: Locale, digits = 2): string {
  return formatter(locale, digits).format(value);
}

/** An integer such as a count or a unit ('22' / '२२'), without grouping surprises. */
export function formatCount(value: number, locale: Locale): string {
  return formatter(locale, 0).format(value);
}

/** NPR with the spec's prefix: 'Rs. 1,234.50' / 'रु. १,२३४.५०'. */
export function formatMoney(value: number, locale: Locale, digits = 2): string {
  return `${CURRENCY_PREFIX[locale]} ${formatNumber(value, locale, digits)}`;
}

// A true minus sign reads better than a hyphen next to digits, and screen readers say 'minus'.
const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');

/** A change with its sign: '+3.50' / '−3.50' / '0.00'. */
export function formatSignedChange(value: number, locale: Locale, digits = 2): string {
  const rounded = Number(value.toFixed(digits));
  return `${sign(rounded)}${formatNumber(Math.abs(rounded), locale, digits)}`;
}

/** A ratio as a signed percentage: 0.0123 → '+1.23%' ('+१.२३%' on /ne). */
export function formatPercent(ratio: number, locale: Locale, digits = 2): string {
  return `${formatSignedChange(ratio * 100, locale, digits)}%`;
}
