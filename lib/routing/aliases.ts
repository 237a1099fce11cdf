import { signKeyForAlias } from '@/lib/rashifal/sign-aliases';

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

/**
 * A rashifal sign page under a Nepali name (`/nepali-rashifal/mesh`, `/rashifal/brischik`,
 * `/nepali-rashifal/मेष`) → its canonical path (`/nepali-rashifal/aries`), or null. The proxy
 * answers these with a permanent redirect, so each sign has one URL.
 */
export function signAliasRedirect(path: string): string | null {
  const match = /^\/(?:nepali-)?rashifal\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const key = signKeyForAlias(name);
  return key ? `/nepali-rashifal/${key}` : null;
}
