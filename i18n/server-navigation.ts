import 'server-only';
import { redirect as nextRedirect } from 'next/navigation';
import { localizeHref } from './paths';
import type { Locale } from './routing';

/** The public path of a locale-less `href` in `locale`, e.g. `/ne/calendar`. */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  return localizeHref(href, locale);
}

/** Redirects to a locale-less `href` in `locale` (a 307, as next/navigation's redirect). */
export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  nextRedirect(localizeHref(href, locale));
}
