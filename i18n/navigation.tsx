'use client';

import NextLink from 'next/link';
import {
  useParams,
  usePathname as useNextPathname,
  useRouter as useNextRouter,
} from 'next/navigation';
import { useMemo, type ComponentProps, type MouseEvent } from 'react';
import { publicPathOf } from '@/lib/urls/pages';
import { isLocale, localizeHref, stripLocale } from './paths';
import { routing, type Locale } from './routing';

// next-intl's client navigation reads the locale from its message provider, and both ship the
// ICU message runtime (about 12 KB gzip) to every page. These read the locale from the `[locale]`
// segment instead (see paths.ts), so pages without client-side messages ship no ICU code.

/** The locale of the page being viewed, from its `[locale]` segment. */
export function useLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : routing.defaultLocale;
}

/** The middleware's negotiation on unprefixed paths reads this cookie: a switch is remembered. */
function rememberLocale(locale: Locale) {
  document.cookie = `NEXT_LOCALE=${locale}; path=/; samesite=lax`;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A locale-less path such as `/calendar`, or a fragment or query. */
  href: string;
  /** Link to the same path in another language. */
  locale?: Locale;
};

/**
 * The locale-aware link. No viewport prefetching unless a link asks for it: on a phone,
 * prefetching every visible link on load parses several RSC payloads while the page is still
 * hydrating (long tasks in Lighthouse's TBT), for pages most readers never open.
 */
export function Link({ href, locale, prefetch = false, onClick, ...props }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  return (
    <NextLink
      href={localizeHref(href, target)}
      hrefLang={locale && locale !== current ? locale : undefined}
      prefetch={prefetch}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (target !== current) rememberLocale(target);
        onClick?.(event);
      }}
      {...props}
    />
  );
}

/** The path without its locale prefix, e.g. `/calendar/2083/mangsir`. */
export function usePathname(): string {
  // While rendering on the server, a page reached through the proxy's rewrite sees the rewritten
  // path; the reader's is the public one.
  return stripLocale(publicPathOf(useNextPathname() ?? '/'));
}

/** `push`/`replace` with locale-less paths, optionally into another locale. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: string, options?: { locale?: Locale }) => {
      const target = options?.locale ?? current;
      if (target !== current) rememberLocale(target);
      return localizeHref(href, target);
    };
    return {
      ...router,
      push: (href: string, options?: { locale?: Locale }) => router.push(to(href, options)),
      replace: (href: string, options?: { locale?: Locale }) => router.replace(to(href, options)),
    };
  }, [router, current]);
}
