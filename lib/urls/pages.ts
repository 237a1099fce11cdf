/** Segment names below the pages (lib/urls/page-table.ts), light enough for client code. */

/** The segment of a query view's twin route (`/en/nepali-date-converter/view`). */
export const QUERY_VIEW_SEGMENT = 'view';

/** The rashifal sign page's period tabs (`…/aries/weekly`). */
export const SIGN_PERIODS = new Set(['weekly', 'monthly', 'yearly']);

/** A year page's other name (`/en/nepali-calendar-2083`): its capture is the year segment. */
export const YEAR_ALIAS = /^nepali-calendar-(.+)$/;

/** The year's holidays page below a year (`/en/calendar/2083/holidays`). */
export const YEAR_HOLIDAYS_SEGMENT = 'holidays';

/**
 * The public URL of a rendered path: a `/view` twin is reported as its page. Only query-view pages
 * have twins the URL judge lets through, so it needs no list of them (nor do client bundles).
 */
export function publicPathOf(path: string): string {
  return new RegExp(`^(/[^/]+/[^/]+)/${QUERY_VIEW_SEGMENT}$`).exec(path)?.[1] ?? path;
}
