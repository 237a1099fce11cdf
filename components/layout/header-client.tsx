'use client';

import { House, Languages, Menu, X } from 'lucide-react';
import { useSearchParams, useSelectedLayoutSegments } from 'next/navigation';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHydratedMarker } from '@/components/hooks/use-hydrated';
import { Link, useLocale, usePathname } from '@/i18n/navigation';
import { localizeHref } from '@/i18n/paths';
import { QUERY_VIEW_SEGMENT } from '@/lib/urls/pages';
import { cn } from '@/lib/utils';
import type { Locale } from '@/i18n/routing';
import { isActiveNav } from './nav-items';

const SCROLL_THRESHOLD_PX = 10;

interface HeaderClientProps {
  brand: string;
  items: { key: string; href: string; label: string }[];
  social: ReactNode;
  /** The search form (wide screens) or icon link, rendered on the server. */
  search: ReactNode;
  otherLocale: Locale;
  labels: {
    nav: string;
    openMenu: string;
    closeMenu: string;
    switchLanguage: string;
    switchLanguageLabel: string;
    switchLanguageShort: string;
  };
}

/** The link itself: an anchor laid over the switch, its name in screen-reader-only text. */
function LanguageAnchor({ href, locale, name }: { href: string; locale: Locale; name: ReactNode }) {
  return (
    <Link href={href} locale={locale} className="absolute inset-0 rounded-md">
      <span className="sr-only">{name}</span>
    </Link>
  );
}

/** With the page's query (the converter's ?bs=, a table's ?page=), from the router's URL. */
function LanguageAnchorWithQuery({
  pathname,
  ...props
}: {
  pathname: string;
  locale: Locale;
  name: ReactNode;
}) {
  const query = useSearchParams().toString();
  return <LanguageAnchor href={query ? `${pathname}?${query}` : pathname} {...props} />;
}

/** Hands the router's query to its parent; renders nothing. */
function QueryWatcher({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onQuery(query), [query, onQuery]);
  return null;
}

/**
 * The other language's version of this page, query included. A query view (`/view`, rendered
 * per request) has its query in the server HTML, so the link keeps it without JavaScript. A
 * static page has no query to render (useSearchParams suspends there), so its anchor is rendered
 * outside the boundary and takes the query once the page runs: were the anchor inside, hydration
 * would replace it, and a tap pressed on the old anchor and released on the new one, as on a slow
 * phone, would be lost. It also follows the query the converter and the tables write with
 * history.replaceState.
 */
function LanguageSwitch({
  pathname,
  otherLocale,
  labels,
}: {
  pathname: string;
  otherLocale: Locale;
  labels: HeaderClientProps['labels'];
}) {
  const queryView = useSelectedLayoutSegments().at(-1) === QUERY_VIEW_SEGMENT;
  const [clientQuery, setClientQuery] = useState('');
  // The spoken hint plus the long label: the name contains the short label that is seen.
  const name = (
    <>
      <span lang={otherLocale === 'en' ? 'ne' : 'en'}>{labels.switchLanguageLabel}: </span>
      <span lang={otherLocale}>{labels.switchLanguage}</span>
    </>
  );
  return (
    <div
      data-language-switch
      className="hover:bg-accent relative inline-flex items-center gap-1.5 rounded-md border px-2 py-1.5 text-sm font-medium whitespace-nowrap sm:px-3"
    >
      <span aria-hidden="true" className="contents">
        <Languages className="size-4" />
        {/* The short label at every width: the long one pushed the brand into an ellipsis on
            1280-1440 px screens, where the search box and social links join the row. */}
        <span lang={otherLocale}>{labels.switchLanguageShort}</span>
      </span>
      {queryView ? (
        <Suspense fallback={<LanguageAnchor href={pathname} locale={otherLocale} name={name} />}>
          <LanguageAnchorWithQuery pathname={pathname} locale={otherLocale} name={name} />
        </Suspense>
      ) : (
        <>
          <LanguageAnchor
            href={clientQuery ? `${pathname}?${clientQuery}` : pathname}
            locale={otherLocale}
            name={name}
          />
          <Suspense fallback={null}>
            <QueryWatcher onQuery={setClientQuery} />
          </Suspense>
        </>
      )}
    </div>
  );
}

export function HeaderClient({
  brand,
  items,
  social,
  search,
  otherLocale,
  labels,
}: HeaderClientProps) {
  const pathname = usePathname();
  const locale = useLocale();
  const [scrolled, setScrolled] = useState(false);
  const marker = useHydratedMarker<HTMLElement>();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? pathname : null);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Plain anchors, not next/link: one less hydrated component per link on every page, and the
  // layout's SoftNavigation still opens them client-side.
  const navLink = (item: HeaderClientProps['items'][number], mobile: boolean) => {
    const active = isActiveNav(item.href, pathname);
    return (
      <a
        href={localizeHref(item.href, locale)}
        aria-current={active ? 'page' : undefined}
        aria-label={item.key === 'home' && !mobile ? item.label : undefined}
        onClick={() => setMenuOpen(false)}
        className={cn(
          'nav-link',
          active ? 'bg-accent text-accent-foreground' : 'text-foreground/80',
        )}
      >
        {item.key === 'home' ? <House className="size-4" aria-hidden="true" /> : null}
        {item.key === 'home' && !mobile ? null : item.label}
      </a>
    );
  };

  return (
    <header
      ref={marker}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-all',
        // Written out: its utility would bring nine registered properties into every page's
        // stylesheet for this one use.
        scrolled
          ? 'bg-background/90 shadow-md [backdrop-filter:blur(8px)]'
          : 'bg-background border-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <a
          href={localizeHref('/', locale)}
          className="text-primary min-w-0 truncate text-lg font-bold whitespace-nowrap"
        >
          {brand}
        </a>
        <nav aria-label={labels.nav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.key}>{navLink(item, false)}</li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          {search}
          <LanguageSwitch pathname={pathname} otherLocale={otherLocale} labels={labels} />
          <div className="hidden xl:block">{social}</div>
          <button
            type="button"
            className="hover:bg-accent inline-flex size-10 items-center justify-center rounded-md lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={labels.nav}
          className="bg-background max-h-[500px] overflow-y-auto border-t lg:hidden"
        >
          <ul className="grid grid-cols-2 gap-1 p-3">
            {items.map((item) => (
              <li key={item.key}>{navLink(item, true)}</li>
            ))}
          </ul>
          <div className="border-t px-3 py-2 xl:hidden">{social}</div>
        </nav>
      ) : null}
    </header>
  );
}
