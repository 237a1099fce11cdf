import { formatClock } from '@/lib/bs';
import type { Bilingual } from '@/lib/rashifal';

export type { Locale } from '@/i18n/routing';
import type { Locale } from '@/i18n/routing';

/** The text of a bilingual value in the page's language. */
export const pick = (value: Bilingual, locale: Locale): string => value[locale];

/** 'HH:MM' of an ISO timestamp written in Nepal time (+05:45). */
export const clock = formatClock;
