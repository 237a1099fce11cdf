import { formatClock, toDevanagariDigits } from '@/lib/bs';
import type { Bilingual } from '@/lib/rashifal';

export type { Locale } from '@/i18n/routing';
import type { Locale } from '@/i18n/routing';

/** The text of a bilingual value in the page's language. */
export const pick = (value: Bilingual, locale: Locale): string => value[locale];

/** A number or time in the page's digits. */
export const digits = (value: number | string, locale: Locale): string =>
  locale === 'ne' ? toDevanagariDigits(String(value)) : String(value);

/** 'HH:MM' of an ISO timestamp written in Nepal time (+05:45). */
export const clock = formatClock;

/** A sign's name in the page's language. */
export const signName = (sign: { name: string; nameNe: string }, locale: Locale): string =>
  locale === 'ne' ? sign.nameNe : sign.name;
