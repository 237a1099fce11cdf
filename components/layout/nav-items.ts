/** The entries of the main navigation: the spec's seven in its order, then fuel prices and the typing tools. */
export const NAV_ITEMS = [
  { key: 'home', href: '/' },
  { key: 'calendar', href: '/calendar' },
  { key: 'converter', href: '/nepali-date-converter' },
  { key: 'vegetables', href: '/kalimati-vegetable-price' },
  { key: 'metals', href: '/gold-and-silver-in-nepal' },
  { key: 'rashifal', href: '/nepali-rashifal' },
  { key: 'forex', href: '/foreign-currency-exchange' },
  { key: 'fuel', href: '/fuel-price-in-nepal' },
  { key: 'typing', href: '/nepali-unicode' },
] as const;

/** True when `pathname` (without locale) is the entry's page or below it. */
export function isActiveNav(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
