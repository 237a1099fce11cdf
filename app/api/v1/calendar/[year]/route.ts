import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiText } from '@/lib/api/http';
import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { icsForYears } from '@/lib/calendar/ics-feed';
import { parseBsYearParam } from '@/lib/calendar/params';

type Context = { params: Promise<{ year: string }> };

const endpoint = ENDPOINTS.getYearCalendarFile;

// GET /api/v1/calendar/{year}.ics – the BS year's festivals and holidays as an iCalendar file
export async function GET(_request: Request, { params }: Context) {
  const { year: param } = await params;
  const year = param.endsWith('.ics') ? parseBsYearParam(param.slice(0, -4)) : null;
  if (year === null) {
    return apiError(
      endpoint,
      404,
      'not_found',
      `No calendar feed '${param}': use /api/v1/calendar/{year}.ics with a year from ${BS_MIN_YEAR} to ${BS_MAX_YEAR} BS.`,
    );
  }
  return apiText(
    endpoint,
    icsForYears([year], `Nepali calendar ${year} BS`),
    'text/calendar; charset=utf-8',
    `nepali-calendar-${year}.ics`,
  );
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
