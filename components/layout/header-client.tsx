'use client';

import { House, Languages, Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useHydratedMarker } from '@/components/hooks/use-hydrated';
import { Link, useLocale, usePathname, useRouter } from '@/i18n/navigation';
import { localizeHref } from '@/i18n/paths';
import { cn } from '@/lib/utils';
import type { Locale } from '@/i18n/routing';
import { isActiveNav } from './nav-items';

const SCROLL_THRESHOLD_PX = 10;

interface HeaderClientProps {
  brand: string;
  items: { key: string; href: string; label: string }[];
  social: ReactNode;
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

export function HeaderClient({ brand, items, social, otherLocale, labels }: HeaderClientProps) {
  const pathname = usePathname();
  const locale = useLocale();
  const router = useRouter();
  const [scrolled, setScrolled] = useState(false);
  const marker = useHydratedMarker<HTMLElement>();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? pathname : null);
  // The query (the converter's ?bs=/?ad= result, a table page), which usePathname leaves out.
  // The converter writes it with history.replaceState, so the link reads it from the location
  // just before it can be followed: a middle click or "open in new tab" keeps it too.
  const [query, setQuery] = useState<{ at: string; search: string } | null>(null);
  const takeQuery = () => {
    const search = window.location.search;
    // The same query again keeps the same state, so a second press or focus renders nothing.
    setQuery((known) =>
      known?.at === pathname && known.search === search ? known : { at: pathname, search },
    );
  };

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
        scrolled ? 'bg-background/90 shadow-md backdrop-blur' : 'bg-background border-transparent',
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
          {/* The name is the spoken hint plus the visible label, so it contains what is seen. */}
          <Link
            href={`${pathname}${query?.at === pathname ? query.search : ''}`}
            locale={otherLocale}
            onPointerDown={takeQuery}
            onFocus={takeQuery}
            onContextMenu={takeQuery}
            onClick={(event) => {
              // A click that came without a pointer or focus event first (assistive software).
              const search = window.location.search;
              const inHref = query?.at === pathname && query.search === search;
              if (!search || inHref || event.button !== 0 || event.metaKey || event.ctrlKey) return;
              event.preventDefault();
              router.push(`${pathname}${search}`, { locale: otherLocale });
            }}
            className="hover:bg-accent inline-flex items-center gap-1.5 rounded-md border px-2 py-1.5 text-sm font-medium whitespace-nowrap sm:px-3"
          >
            <Languages className="size-4" aria-hidden="true" />
            <span className="sr-only" lang={otherLocale === 'en' ? 'ne' : 'en'}>
              {labels.switchLanguageLabel}:{' '}
            </span>
            <span lang={otherLocale} className="xl:hidden">
              {labels.switchLanguageShort}
            </span>
            <span lang={otherLocale} className="hidden xl:inline">
              {labels.switchLanguage}
            </span>
          </Link>
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
