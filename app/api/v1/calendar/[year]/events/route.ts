import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { BS_MAX_YEAR, BS_MIN_YEAR, bsYearConfidence } from '@/lib/bs';
import { parseBsYearParam } from '@/lib/calendar/params';
import { yearEvents } from '@/lib/calendar/year-events';
import { yearOverview } from '@/lib/calendar/year-overview';
import { yearHolidaySource } from '@/lib/festivals';

type Context = { params: Promise<{ year: string }> };

const endpoint = ENDPOINTS.getYearEvents;

// GET /api/v1/calendar/{year}/events – every festival and holiday of a BS year, and its overview
export async function GET(_request: Request, { params }: Context) {
  const { year: param } = await params;
  const year = parseBsYearParam(param);
  if (year === null) {
    return apiError(
      endpoint,
      404,
      'not_found',
      `No BS year '${param}': the calendar covers ${BS_MIN_YEAR}–${BS_MAX_YEAR} BS.`,
    );
  }
  return apiJson(endpoint, {
    year,
    confidence: bsYearConfidence(year),
    holidays: yearHolidaySource(year),
    events: yearEvents(year),
    overview: yearOverview(year),
  });
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
