import { routing, type Locale } from '@/i18n/routing';
import { parseDayParam } from '@/lib/calendar/day';
import { parseCalendarParams } from '@/lib/calendar/params';
import { signKeyForAlias } from '@/lib/rashifal/sign-aliases';
import { signByKey } from '@/lib/rashifal/signs';

const LOCALES = routing.locales.join('|');
// The calendar month and day pages, under their own name and the aliases next.config rewrites.
const CALENDAR_PAGE = new RegExp(
  `^/(${LOCALES})/(?:calendar|nepali-calendar|nepalicalendar)/([^/]+)/([^/]+)(?:/([^/]+))?$`,
);
const SIGN_PAGE = new RegExp(`^/(${LOCALES})/nepali-rashifal/([^/]+)$`);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function calendarPageExists(year: string, month: string, day: string | undefined): boolean {
  const parsed = parseCalendarParams(year, month);
  if (!parsed) return false;
  return day === undefined || parseDayParam(day, parsed.year, parsed.month) !== null;
}

/**
 * The locale of a calendar month or day page, or a rashifal sign page, whose parameters name
 * nothing (`/en/calendar/2083/nosuch`, `/ne/calendar/2083/mangsir/40`); null for every other path.
 *
 * Such a path must get the localized 404 document before Next renders the page: a page's own
 * `notFound()` answers Next's error shell, which is empty without JavaScript. Accepted aliases
 * (`/calendar/2083/8`, `/nepali-rashifal/mesh`) are not missing: their pages redirect them.
 */
export function missingPageLocale(path: string): Locale | null {
  const calendar = CALENDAR_PAGE.exec(path);
  if (calendar) {
    const [, locale, year, month, day] = calendar;
    const segments = [year!, month!, day].map((s) => (s === undefined ? undefined : decode(s)));
    // An undecodable segment is the proxy's to answer (400).
    if (segments.some((s) => s === null)) return null;
    const [y, m, d] = segments as [string, string, string | undefined];
    return calendarPageExists(y, m, d) ? null : (locale as Locale);
  }
  const sign = SIGN_PAGE.exec(path);
  if (sign) {
    const name = decode(sign[2]!);
    if (name === null) return null;
    return signByKey(name) || signKeyForAlias(name) ? null : (sign[1] as Locale);
  }
  return null;
}
