import type { Locale } from '@/i18n/routing';
import { nepalTimeParts } from '@/lib/market/format';

/**
 * When a saved copy was saved (an HTTP date), in Nepal time and the page's language:
 * '16 May 2025, 10:00' / '१६ मे २०२५, १०:००'. Loaded only when a saved copy is shown.
 */
export function formatSavedAt(httpDate: string, locale: Locale): string {
  const parts = nepalTimeParts(httpDate, locale);
  return parts ? `${parts.date}, ${parts.time}` : '';
}
