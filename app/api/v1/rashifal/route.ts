import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { parseQuery } from '@/lib/api/query';
import { rashifalBody, rashifalPeriodBody } from '@/lib/api/rashifal';
import { splitIsoDate } from '@/lib/api/schemas/date';
import { dailyRashifal } from '@/lib/rashifal';
import { todayInNepal } from '@/lib/time';

// Without a date the answer is today's reading in Nepal, so it is computed per request.
export const dynamic = 'force-dynamic';

const endpoint = ENDPOINTS.getRashifal;

// GET /api/v1/rashifal?date=YYYY-MM-DD&period=week|month|year – the day's reading for the twelve
// signs (default today in Nepal), or the week's, BS month's or BS year's holding that day
export function GET(request: Request) {
  const query = parseQuery(endpoint.query, request.url);
  if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
  const { date, period } = query.data;
  const day = date ? splitIsoDate(date) : todayInNepal();
  try {
    return apiJson(
      endpoint,
      period ? rashifalPeriodBody(period, day) : rashifalBody(dailyRashifal(day)),
    );
  } catch (error) {
    if (error instanceof RangeError) return apiError(endpoint, 400, 'out_of_range', error.message);
    throw error;
  }
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
