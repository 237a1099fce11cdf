import { formatAdDate, localeDigits } from '@/lib/bs';
import { nepalCivilDate, nepalClock } from '@/lib/time/nepal-time';

/**
 * When a saved copy was saved (an HTTP date), in Nepal time and the page's language:
 * '16 May 2025, 10:00' / '१६ मे २०२५, १०:००'. Loaded only when a saved copy is shown.
 */
export function formatSavedAt(httpDate: string, locale: 'en' | 'ne'): string {
  const instant = new Date(httpDate);
  if (Number.isNaN(instant.getTime())) return '';
  return `${formatAdDate(nepalCivilDate(instant), locale)}, ${localeDigits(nepalClock(instant), locale)}`;
}
