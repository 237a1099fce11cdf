import { routing, type Locale } from '@/i18n/routing';
import { MAX_HISTORY_DAYS } from '@/lib/api/schemas/market';
import { AD_MAX, AD_MIN, BS_MAX_YEAR, BS_MIN_YEAR, formatIsoDate, localeDigits } from '@/lib/bs';

/** The numbers (in the page's digits) and locale codes the API page's messages quote. */
export function apiRangeValues(locale: Locale) {
  const digits = (value: number | string) => localeDigits(value, locale);
  return {
    minYear: digits(BS_MIN_YEAR),
    maxYear: digits(BS_MAX_YEAR),
    adMin: digits(formatIsoDate(AD_MIN)),
    adMax: digits(formatIsoDate(AD_MAX)),
    maxDays: digits(MAX_HISTORY_DAYS),
    // Days no calendar has, as the error codes' examples.
    adImpossible: digits('2025-02-30'),
    bsImpossible: digits('2083-02-33'),
    locales: new Intl.ListFormat(locale, { type: 'disjunction' }).format(routing.locales),
  };
}

export type ApiRangeValues = ReturnType<typeof apiRangeValues>;
