import type { Locale } from '@/i18n/routing';
import { BS_MONTHS, formatBsDate, formatClock, parseIsoDate } from '@/lib/bs';
import { localized } from '@/lib/i18n/format';
import type { SaaitYearDay } from '@/lib/saait';

/** The day page of a saait day (locale-less, for the i18n Link). */
export function dayPath(day: SaaitYearDay): string {
  const [year, month, d] = day.date.split('-').map(Number) as [number, number, number];
  return `/calendar/${year}/${BS_MONTHS[month - 1]!.slug}/${d}`;
}

/** A BS `YYYY-MM-DD` written in the page's language. */
export function bsText(iso: string, locale: Locale, style: 'medium' | 'long' = 'medium'): string {
  const parsed = parseIsoDate(iso, 'bs');
  return parsed.ok ? formatBsDate(parsed.value, locale, style) : iso;
}

/** The values a saait line names: weekday, nakshatra and tithi in the page's language. */
export function reasonWords(day: SaaitYearDay, locale: Locale) {
  const { reasons } = day;
  return {
    weekday: localized(reasons.weekday, locale),
    nakshatra: localized(reasons.nakshatra, locale),
    tithi: localized(reasons.tithi, locale),
    yoga: localized(reasons.yoga, locale),
    karana: localized(reasons.karana, locale),
  };
}

/** A marriage day's lagna and its hours in the page's language, where the day has one. */
export function lagnaWords(day: SaaitYearDay, locale: Locale) {
  const { lagna } = day.reasons;
  if (!lagna) return undefined;
  return {
    lagna: localized(lagna.sign, locale),
    from: formatClock(lagna.from, locale),
    to: formatClock(lagna.to, locale),
  };
}
