import { SIGN_ALIASES } from '../rashifal/sign-aliases';

/**
 * Alias paths of the route table and the canonical page each one serves. The proxy rewrites an
 * alias to its canonical path in the same locale, so one page answers both and declares the
 * canonical URL for search engines.
 */
const SIMPLE_ALIASES: Record<string, string> = {
  'date-converter': 'nepali-date-converter',
  vegetables: 'kalimati-vegetable-price',
  metals: 'gold-and-silver-in-nepal',
  rashifal: 'nepali-rashifal',
  forex: 'foreign-currency-exchange',
  fuel: 'fuel-price-in-nepal',
  'petrol-price': 'fuel-price-in-nepal',
};

const CALENDAR_ALIASES = new Set(['nepali-calendar', 'nepalicalendar']);

/**
 * Maps a locale-less path such as `/forex` or `/nepalicalendar/2082/jestha` to its canonical
 * path (`/foreign-currency-exchange`, `/calendar/2082/jestha`), or null when it is no alias.
 */
export function canonicalPathForAlias(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (first === undefined) return null;
  const simple = SIMPLE_ALIASES[first];
  if (simple !== undefined) return rest.length === 0 ? `/${simple}` : null;
  if (CALENDAR_ALIASES.has(first) && (rest.length === 0 || rest.length === 2)) {
    return ['/calendar', ...rest].join('/');
  }
  return null;
}

export interface AliasRewrite {
  source: string;
  destination: string;
}

/**
 * The aliases under a locale prefix as Next rewrites (`/en/forex` → `/en/foreign-currency-exchange`),
 * so the router serves them without running the proxy. Unprefixed aliases (`/forex`) first get
 * the proxy's locale redirect, then land here.
 */
export function aliasRewrites(locales: readonly string[]): AliasRewrite[] {
  const locale = `:locale(${locales.join('|')})`;
  return [
    ...Object.entries(SIMPLE_ALIASES).map(([alias, page]) => ({
      source: `/${locale}/${alias}`,
      destination: `/:locale/${page}`,
    })),
    ...[...CALENDAR_ALIASES].flatMap((alias) => [
      { source: `/${locale}/${alias}`, destination: '/:locale/calendar' },
      { source: `/${locale}/${alias}/:year/:month`, destination: '/:locale/calendar/:year/:month' },
    ]),
  ];
}

/**
 * Sign pages under a Nepali transliteration (`/en/nepali-rashifal/mesh`, `/ne/rashifal/brischik`)
 * as permanent redirects to the English key, so each sign has one URL. Devanagari names are
 * redirected by the sign page itself.
 */
export function signAliasRedirects(locales: readonly string[]) {
  const locale = `:locale(${locales.join('|')})`;
  return Object.entries(SIGN_ALIASES)
    .filter(([alias]) => /^[a-z]+$/.test(alias))
    .flatMap(([alias, key]) =>
      ['nepali-rashifal', 'rashifal'].map((page) => ({
        source: `/${locale}/${page}/${alias}`,
        destination: `/:locale/nepali-rashifal/${key}`,
        permanent: true,
      })),
    );
}
