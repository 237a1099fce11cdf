import type { Locale } from '@/i18n/routing';
import { BS_MAX_YEAR, BS_MIN_YEAR, formatAdIsoDate, localeDigits } from '@/lib/bs';
import { yearOverview } from './year-overview';

/** The year's AD span: long ('14 April 2026', '13 April 2027') and short ('2026/27'). */
export function yearNames(year: number, locale: Locale) {
  const overview = yearOverview(year);
  const first = overview.start.slice(0, 4);
  const last = overview.end.slice(0, 4);
  return {
    overview,
    year: localeDigits(year, locale),
    start: formatAdIsoDate(overview.start, locale),
    end: formatAdIsoDate(overview.end, locale),
    adYears: localeDigits(first, locale) + '/' + localeDigits(last.slice(2), locale),
  };
}

/** The years before and after, null past the supported range. */
export function adjacentYears(year: number): { prev: number | null; next: number | null } {
  return {
    prev: year > BS_MIN_YEAR ? year - 1 : null,
    next: year < BS_MAX_YEAR ? year + 1 : null,
  };
}
