import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { now, NEPAL_TIME_ZONE } from '@/lib/time';
import { routing } from './routing';

export default getRequestConfig(async ({ locale: override }) => {
  // Route handlers and metadata may pass a locale explicitly; pages read the [locale] root param.
  const requested = override ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: NEPAL_TIME_ZONE,
    now: now(),
  };
});
