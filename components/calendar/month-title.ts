import type { Locale } from '@/i18n/routing';
import { BS_MONTHS, toDevanagariDigits } from '@/lib/bs';

/** 'Mangsir 2083' or 'मंसिर २०८३': a month's name and year as headings and captions show it. */
export function monthTitle(year: number, month: number, locale: Locale): string {
  const info = BS_MONTHS[month - 1]!;
  return locale === 'ne' ? `${info.nameNe} ${toDevanagariDigits(year)}` : `${info.name} ${year}`;
}

/** The month's name in the page's language: 'Mangsir' or 'मंसिर'. */
export function monthName(month: number, locale: Locale): string {
  const info = BS_MONTHS[month - 1]!;
  return locale === 'ne' ? info.nameNe : info.name;
}
