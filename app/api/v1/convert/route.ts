import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { parseQuery } from '@/lib/api/query';
import { convertDate } from '@/lib/calendar/convert';

const endpoint = ENDPOINTS.convertDate;

// GET /api/v1/convert?from=bs|ad&date=YYYY-MM-DD – one date in both calendars
export function GET(request: Request) {
  const query = parseQuery(endpoint.query, request.url);
  if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
  const result = convertDate(query.data.from, query.data.date);
  if (!result.ok) return apiError(endpoint, 400, result.code, result.message);
  // Cached for a day: a conversion changes only for projected years when a new almanac is approved.
  return apiJson(endpoint, result.value);
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
