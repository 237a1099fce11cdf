import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { parseCalendarParams } from '@/lib/calendar/params';

type Context = { params: Promise<{ year: string; month: string }> };

const endpoint = ENDPOINTS.getCalendarMonth;

// GET /api/v1/calendar/{year}/{month} – every day of a BS month with tithi, events and holidays
export async function GET(_request: Request, { params }: Context) {
  const { year, month } = await params;
  const parsed = parseCalendarParams(year, month);
  if (!parsed) {
    return apiError(
      endpoint,
      404,
      'not_found',
      `No calendar month '${year}/${month}': the year must be ${BS_MIN_YEAR}–${BS_MAX_YEAR} BS and the month 1–12 or a month name such as 'baishakh'.`,
    );
  }
  return apiJson(endpoint, buildCalendarMonth(parsed.year, parsed.month));
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
