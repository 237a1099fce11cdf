import type { Locale } from '@/i18n/routing';
import { BS_MONTHS, formatIsoDate, type BsDate } from '@/lib/bs';
import { parseDayParam } from '@/lib/calendar/day';
import { convertDate, type Calendar, type Conversion } from '@/lib/calendar/convert';
import { parseBsYearParam, parseCalendarParams } from '@/lib/calendar/params';
import { PAGE_CARDS, pageSegment } from '@/lib/urls/page-table';
import { SIGN_PERIODS, YEAR_HOLIDAYS_SEGMENT } from '@/lib/urls/pages';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { signByKey, type SignKey } from '@/lib/rashifal';

// Link-preview images: one route (`app/[locale]/og/[[...path]]/route.tsx`) answers
// `/{locale}/og{page path}`, so the converter's can carry its `?bs=`/`?ad=` query.
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Image of a locale-less path: ('/calendar/2082/jestha', 'ne') → '/ne/og/calendar/2082/jestha'. */
export function ogImagePath(
  locale: Locale,
  pagePath: string,
  query: Readonly<Record<string, string>> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `/${locale}/og${pagePath === '/' ? '' : pagePath}${search ? `?${search}` : ''}`;
}

export type MarketKey = 'vegetables' | 'metals' | 'forex';
export type InfoKey =
  | 'api'
  | 'faq'
  | 'privacy'
  | 'terms'
  | 'widgets'
  | 'nepaliUnicode'
  | 'preetiToUnicode'
  | 'unicodeToPreeti';

export type OgTarget =
  | { kind: 'home' }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'year'; year: number; holidays: boolean }
  | { kind: 'day'; bs: BsDate }
  | { kind: 'converter'; result: { from: Calendar; value: Conversion } | null }
  | { kind: 'market'; market: MarketKey }
  | { kind: 'rashifal' }
  | { kind: 'sign'; sign: SignKey }
  | { kind: 'info'; page: InfoKey };

export type OgParse = { ok: true; target: OgTarget } | { ok: false; status: 400 | 404 };

/** The target of an image path's segments (after `/{locale}/og`) and query. */
export function parseOgTarget(segments: readonly string[], query: URLSearchParams): OgParse {
  const target = pathTarget(segments);
  if (!target) return { ok: false, status: 404 };
  if (target.kind !== 'converter') return { ok: true, target };
  const from = query.has('bs') ? 'bs' : query.has('ad') ? 'ad' : null;
  if (!from) return { ok: true, target };
  const result = convertDate(from, query.get(from)!);
  return result.ok
    ? { ok: true, target: { kind: 'converter', result: { from, value: result.value } } }
    : { ok: false, status: 400 };
}

const RASHIFAL = pageSegment('rashifal');

function pathTarget(segments: readonly string[]): OgTarget | null {
  const [first, second, third, fourth, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (rest.length > 0) return null;
  if (first === 'calendar' && second !== undefined && fourth === undefined) {
    const year =
      third === undefined || third === YEAR_HOLIDAYS_SEGMENT ? parseBsYearParam(second) : null;
    if (year !== null)
      return second === String(year) ? { kind: 'year', year, holidays: third !== undefined } : null;
  }
  if (first === 'calendar' && second !== undefined && third !== undefined) {
    const parsed = parseCalendarParams(second, third);
    if (!parsed || third !== BS_MONTHS[parsed.month - 1]!.slug) return null;
    if (fourth === undefined) return { kind: 'month', ...parsed };
    const day = parseDayParam(fourth, parsed.year, parsed.month);
    return day !== null && fourth === String(day) ? { kind: 'day', bs: { ...parsed, day } } : null;
  }
  // A sign's weekly, monthly and yearly pages share the sign's image.
  if (first === RASHIFAL && fourth === undefined && SIGN_PERIODS.has(third ?? '')) {
    const sign = signByKey(second ?? '');
    return sign ? { kind: 'sign', sign: sign.key } : null;
  }
  if (fourth !== undefined || third !== undefined) return null;
  if (first === RASHIFAL && second !== undefined) {
    const sign = signByKey(second);
    return sign ? { kind: 'sign', sign: sign.key } : null;
  }
  return second === undefined ? (PAGE_CARDS[first] ?? null) : null;
}

// Images of today: 30 min fresh plus 30 min stale, so at most about an hour behind Nepal's date.
const CACHE_TODAY = 'public, max-age=600, s-maxage=1800, stale-while-revalidate=1800';
const CACHE_FIXED = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800';

/** Whether a target's image shows today, rather than only what its URL names. */
function showsToday(target: OgTarget): boolean {
  return !(
    target.kind === 'day' ||
    target.kind === 'year' ||
    target.kind === 'info' ||
    (target.kind === 'converter' && target.result !== null)
  );
}

export function ogCacheControl(target: OgTarget): string {
  return showsToday(target) ? CACHE_TODAY : CACHE_FIXED;
}

export function pageImagePath(
  locale: Locale,
  pagePath: string,
  query: Readonly<Record<string, string>>,
  now: Date,
): string {
  const target = parseOgTarget(pagePath.split('/').filter(Boolean), new URLSearchParams(query));
  const dated = target.ok && showsToday(target.target);
  return ogImagePath(locale, pagePath, dated ? { ...query, on: nepalIsoDay(now) } : query);
}

/** A converter result's image query, in the direction asked: `{ bs: '2082-02-02' }` or `{ ad }`. */
export function converterImageQuery(from: Calendar, value: Conversion): Record<string, string> {
  return from === 'bs' ? { bs: formatIsoDate(value.bs) } : { ad: value.ad };
}
