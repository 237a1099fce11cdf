import { routing, type Locale } from './routing';

// With `localePrefix: 'always'` and no localized pathnames, a locale-aware URL is only a prefix.
// Writing that here, rather than using next-intl's navigation factory, keeps its client Link and
// with it the ICU message runtime (about 12 KB gzip) out of every page's JavaScript.

/** The locales as a regular-expression (and path-to-regexp) alternation, `a|b`. */
export const LOCALE_ALTERNATION = routing.locales.join('|');

export const LOCALE_PREFIX = new RegExp(`^/(${LOCALE_ALTERNATION})(?=/|$)`);

export function isLocale(value: unknown): value is Locale {
  return routing.locales.some((locale) => locale === value);
}

/** `/en/…` for a locale-less path (`/…`); other hrefs (`#id`, `?q`, absolute URLs) unchanged. */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (href === '/') return `/${locale}`;
  if (href.startsWith('/?') || href.startsWith('/#')) return `/${locale}${href.slice(1)}`;
  return `/${locale}${href}`;
}

/** The path without its locale prefix, e.g. `/calendar/2083/mangsir`. */
export function stripLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}
