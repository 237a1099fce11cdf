import { BS_MAX_YEAR, BS_MIN_YEAR, fromDevanagariDigits, parseBsMonth } from '@/lib/bs';

/** A BS year from a URL segment: digits only, inside the supported range; else null. */
export function parseBsYearParam(value: string): number | null {
  if (!/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= BS_MIN_YEAR && year <= BS_MAX_YEAR ? year : null;
}

/** A year segment as readers type it, in either script (`२०८३`); the page's URL takes ASCII. */
export function parseYearSegment(value: string): number | null {
  return parseBsYearParam(fromDevanagariDigits(value));
}

/** The BS year and month of a calendar URL (number or common spelling), or null. */
export function parseCalendarParams(
  yearParam: string,
  monthParam: string,
): { year: number; month: number } | null {
  const year = parseBsYearParam(yearParam);
  let decoded: string;
  try {
    decoded = decodeURIComponent(monthParam);
  } catch {
    return null;
  }
  const month = parseBsMonth(decoded);
  return year !== null && month !== null ? { year, month } : null;
}
