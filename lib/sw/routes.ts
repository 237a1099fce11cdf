import { LOCALE_ALTERNATION } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { offlinePattern } from '@/lib/urls/page-table';

/** What the service worker does with each same-origin GET (lib/sw/worker.ts). */
export type RouteKind = 'kept' | 'market' | 'api' | 'page' | 'none';

const LOCALE = `(?:${LOCALE_ALTERNATION})`;
const KEPT = new RegExp(`^/${LOCALE}(?:${offlinePattern('kept')})/?$`);
const MARKET = new RegExp(`^/${LOCALE}(?:${offlinePattern('market')})/?$`);
const PAGE = new RegExp(`^/${LOCALE}(?:/|$)`);
const NOT_A_PAGE = new RegExp(`^/${LOCALE}/(?:search|og|widgets/|manifest\\.webmanifest)`);
const API = /^\/api\/v1\/(?!search(?:\/|$))/;

/** The {@link RouteKind} of a same-origin GET by its path (`/en/calendar/2082/jestha`). */
export function routeKind(pathname: string, isNavigation: boolean): RouteKind {
  if (API.test(pathname)) return 'api';
  if (!isNavigation || !PAGE.test(pathname) || NOT_A_PAGE.test(pathname)) return 'none';
  if (KEPT.test(pathname)) return 'kept';
  if (MARKET.test(pathname)) return 'market';
  return 'page';
}

/** The locale a path belongs to, for the offline page's language; the default for anything else. */
export function localeOfPath(pathname: string): Locale {
  const prefix = pathname.split('/')[1];
  return routing.locales.find((locale) => locale === prefix) ?? routing.defaultLocale;
}

/** The href of the `rel="next"` link in a calendar month's HTML (its next month), if any. */
export function nextMonthHref(html: string): string | null {
  return /<a\b[^>]*\bhref="(\/[^"]+)"[^>]*\brel="next"/.exec(html)?.[1] ?? null;
}
