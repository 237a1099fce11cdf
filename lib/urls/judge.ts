import { isLocale } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { BS_MONTHS, daysInBsMonth } from '@/lib/bs';
import { parseBsYearParam, parseCalendarParams, parseYearSegment } from '@/lib/calendar/params';
import { signByKey } from '@/lib/rashifal/signs';
import {
  HANDLER_PREFIXES,
  PAGE_ALIASES,
  PLAIN_PAGES,
  QUERY_VIEW_PAGES,
  pageSegment,
} from './page-table';
import { QUERY_VIEW_SEGMENT, SIGN_PERIODS, YEAR_ALIAS, YEAR_HOLIDAYS_SEGMENT } from './pages';
import { cleanPath, hasBrokenEscape } from './request-path';
import { signKeyForAlias } from './sign-names';

/** What a request path answers before any page renders. */
export type UrlDecision =
  | { kind: 'bad-request' }
  | { kind: 'redirect'; path: string }
  | { kind: 'rewrite'; path: string }
  | { kind: 'not-found'; locale: Locale }
  | { kind: 'negotiate' }
  | { kind: 'pass' };

const PASS: UrlDecision = { kind: 'pass' };
const CALENDAR = pageSegment('calendar');
const RASHIFAL = pageSegment('rashifal');
const SAAIT = pageSegment('saait');

/** `/en/calendar/{year}[/holidays]`: a year in either script, moved to its ASCII digits. */
function judgeYear(locale: Locale, page: string, rest: string[]): UrlDecision {
  const [segment, sub] = rest as [string, string | undefined];
  const year = parseYearSegment(segment);
  if (year === null || (sub !== undefined && sub !== YEAR_HOLIDAYS_SEGMENT)) {
    return { kind: 'not-found', locale };
  }
  const canonical = `${CALENDAR}/${year}${sub === undefined ? '' : `/${sub}`}`;
  if (segment !== String(year)) return { kind: 'redirect', path: `/${locale}/${canonical}` };
  return page === CALENDAR ? PASS : rewrite(locale, canonical);
}

/** `/en/calendar/{year}[/{month}[/{day}]]` under its own name or an alias. */
function judgeCalendar(locale: Locale, page: string, rest: string[]): UrlDecision {
  if (rest.length === 0) return page === CALENDAR ? PASS : rewrite(locale, CALENDAR);
  // `/en/calendar/2083/`: the one redirect goes straight to the canonical URL of what it names.
  if (rest.at(-1) === '') {
    const inner = judgeCalendar(locale, page, rest.slice(0, -1));
    if (inner.kind === 'pass')
      return { kind: 'redirect', path: `/${[locale, page, ...rest.slice(0, -1)].join('/')}` };
    return inner.kind === 'rewrite' ? { kind: 'redirect', path: inner.path } : inner;
  }
  if (rest.length === 1 || (rest.length === 2 && rest[1] === YEAR_HOLIDAYS_SEGMENT)) {
    return judgeYear(locale, page, rest);
  }
  if (rest.length !== 2 && rest.length !== 3) return { kind: 'not-found', locale };
  const [year, month, day] = rest as [string, string, string | undefined];
  const parsed = parseCalendarParams(year, month);
  if (!parsed) return { kind: 'not-found', locale };
  let dayPart = '';
  if (day !== undefined) {
    if (!/^\d{1,2}$/.test(day)) return { kind: 'not-found', locale };
    const n = Number(day);
    if (n < 1 || n > daysInBsMonth(parsed.year, parsed.month)) {
      return { kind: 'not-found', locale };
    }
    dayPart = `/${n}`;
  }
  const canonical = `${parsed.year}/${BS_MONTHS[parsed.month - 1]!.slug}${dayPart}`;
  // An alias month written canonically is served in place; other spellings move in one redirect.
  if (rest.join('/') !== canonical)
    return { kind: 'redirect', path: `/${locale}/${CALENDAR}/${canonical}` };
  return page === CALENDAR ? PASS : rewrite(locale, `${CALENDAR}/${canonical}`);
}

/** The rashifal page's `[/{sign}[/{period}]]`: English sign key, else moved there, period kept. */
function judgeRashifal(locale: Locale, page: string, rest: string[]): UrlDecision {
  if (rest.length === 0) {
    return page === RASHIFAL ? PASS : rewrite(locale, RASHIFAL);
  }
  const [name, period, ...more] = rest as [string, string | undefined, ...string[]];
  if (more.length > 0 || (period !== undefined && !SIGN_PERIODS.has(period))) {
    return { kind: 'not-found', locale };
  }
  if (page === RASHIFAL && signByKey(name)) return PASS;
  const key = signByKey(name.toLowerCase())?.key ?? signKeyForAlias(name);
  const tab = period === undefined ? '' : `/${period}`;
  return key
    ? { kind: 'redirect', path: `/${locale}/${RASHIFAL}/${key}${tab}` }
    : { kind: 'not-found', locale };
}

/** `/en/saait[/{year}]`: a year the calendar covers. */
function judgeSaait(locale: Locale, rest: string[]): UrlDecision {
  if (rest.length === 0) return PASS;
  return rest.length === 1 && parseBsYearParam(rest[0]!) !== null
    ? PASS
    : { kind: 'not-found', locale };
}

function rewrite(locale: Locale, path: string): UrlDecision {
  return { kind: 'rewrite', path: `/${locale}/${path}` };
}

/** A page that takes no segment, with its per-request view when the query asks for one. */
function judgePlain(
  locale: Locale,
  alias: string,
  page: string,
  rest: string[],
  query: URLSearchParams,
): UrlDecision | null {
  const viewKeys = QUERY_VIEW_PAGES[page];
  if (viewKeys) {
    if (rest.length === 1 && rest[0] === QUERY_VIEW_SEGMENT && alias === page) return PASS;
    if (rest.length !== 0) return null;
    if (viewKeys.some((key) => query.has(key)))
      return rewrite(locale, `${page}/${QUERY_VIEW_SEGMENT}`);
    return alias === page ? PASS : rewrite(locale, page);
  }
  if (!PLAIN_PAGES.has(page) || rest.length !== 0) return null;
  return alias === page ? PASS : rewrite(locale, page);
}

/** The one place that decides what a page URL answers. */
export function judgeUrl(rawPath: string, query: URLSearchParams): UrlDecision {
  if (hasBrokenEscape(rawPath)) return { kind: 'bad-request' };
  const clean = cleanPath(rawPath);
  if (clean !== rawPath) return { kind: 'redirect', path: clean };
  if (rawPath.startsWith('/api/') || rawPath.startsWith('/_next/')) {
    return PASS;
  }
  // hasBrokenEscape has passed, so every segment decodes.
  const [first, second, ...rest] = rawPath.split('/').slice(1).map(decodeURIComponent);
  if (!isLocale(first)) return { kind: 'negotiate' };
  const locale = first;
  if (second === undefined || second === '')
    return rest.length === 0 ? PASS : { kind: 'not-found', locale };
  if (HANDLER_PREFIXES.has(second)) return PASS;
  if (second === 'manifest.webmanifest' && rest.length === 0) return PASS;
  const yearAlias = YEAR_ALIAS.exec(second)?.[1];
  if (yearAlias !== undefined) return judgeCalendar(locale, second, [yearAlias, ...rest]);
  const page = PAGE_ALIASES[second] ?? second;
  if (page === CALENDAR) return judgeCalendar(locale, second, rest);
  if (page === RASHIFAL) return judgeRashifal(locale, second, rest);
  if (page === SAAIT) return judgeSaait(locale, rest);
  return judgePlain(locale, second, page, rest, query) ?? { kind: 'not-found', locale };
}
