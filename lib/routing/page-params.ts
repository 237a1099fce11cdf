import { LOCALE_ALTERNATION as LOCALES } from '@/i18n/paths';
import { type Locale } from '@/i18n/routing';
import { BS_MONTHS } from '@/lib/bs';
import { parseDayParam } from '@/lib/calendar/day';
import { parseCalendarParams } from '@/lib/calendar/params';
import { signKeyForAlias } from '@/lib/rashifal/sign-aliases';
import { signByKey } from '@/lib/rashifal/signs';

// The calendar month and day pages, under their own name and the aliases next.config rewrites.
const CALENDAR_PAGE = new RegExp(
  `^/(${LOCALES})/(calendar|nepali-calendar|nepalicalendar)/([^/]+)/([^/]+)(?:/([^/]+))?$`,
);
const SIGN_PAGE = new RegExp(`^/(${LOCALES})/nepali-rashifal/([^/]+)$`);

/** What a page URL's parameters call for before the page renders. */
export type PageParamsDecision =
  { kind: 'missing'; locale: Locale } | { kind: 'redirect'; path: string };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function checkCalendar(
  locale: Locale,
  page: string,
  year: string,
  month: string,
  day: string | undefined,
): PageParamsDecision | null {
  const parsed = parseCalendarParams(year, month);
  const dayNumber = parsed && day !== undefined ? parseDayParam(day, parsed.year, parsed.month) : 0;
  if (!parsed || dayNumber === null) return { kind: 'missing', locale };
  const slug = BS_MONTHS[parsed.month - 1]!.slug;
  // Only the calendar's own month and day URLs are moved; an alias page (`/nepalicalendar/...`)
  // is rewritten to the calendar by next.config and declares its canonical URL there.
  const canonical = month === slug && (day === undefined || day === String(dayNumber));
  if (canonical || page !== 'calendar') return null;
  const dayPart = day === undefined ? '' : `/${dayNumber}`;
  return { kind: 'redirect', path: `/${locale}/calendar/${parsed.year}/${slug}${dayPart}` };
}

/**
 * For a calendar month or day page, or a rashifal sign page: `missing` when its parameters name
 * nothing (`/en/calendar/2083/nosuch`, `/ne/calendar/2083/mangsir/40`), `redirect` to the one
 * URL of a month, day or sign written another way (`/en/calendar/2083/8/08` →
 * `/en/calendar/2083/mangsir/8`, `/ne/nepali-rashifal/मेष` → `/ne/nepali-rashifal/aries`); null
 * for a canonical page and every other path. `path` is the raw, still percent-encoded path.
 *
 * Both are decided before Next renders the page: a page's own `notFound()` answers Next's error
 * shell, which is empty without JavaScript, and its `permanentRedirect()` is a prerendered page
 * that carries its Location header twice. (next.config redirects Latin sign aliases first.)
 */
export function checkPageParams(path: string): PageParamsDecision | null {
  const calendar = CALENDAR_PAGE.exec(path);
  if (calendar) {
    const [, locale, page, year, month, day] = calendar;
    const segments = [year!, month!, day].map((s) => (s === undefined ? undefined : decode(s)));
    // An undecodable segment is the proxy's to answer (400).
    if (segments.some((s) => s === null)) return null;
    const [y, m, d] = segments as [string, string, string | undefined];
    return checkCalendar(locale as Locale, page!, y, m, d);
  }
  const sign = SIGN_PAGE.exec(path);
  if (sign) {
    const locale = sign[1] as Locale;
    const name = decode(sign[2]!);
    if (name === null || signByKey(name)) return null;
    const key = signKeyForAlias(name);
    return key
      ? { kind: 'redirect', path: `/${locale}/nepali-rashifal/${key}` }
      : { kind: 'missing', locale };
  }
  return null;
}
