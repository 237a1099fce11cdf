import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { splitIsoDate } from '@/lib/api/schemas/date';
import { parseQuery } from '@/lib/api/query';
import { panchang } from '@/lib/panchang';

const endpoint = ENDPOINTS.getPanchang;

// GET /api/v1/panchang?date=YYYY-MM-DD – the almanac's panchang for an AD day in Nepal
export function GET(request: Request) {
  const query = parseQuery(endpoint.query, request.url);
  if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
  try {
    return apiJson(endpoint, panchang(splitIsoDate(query.data.date)));
  } catch (error) {
    if (error instanceof RangeError) return apiError(endpoint, 400, 'out_of_range', error.message);
    throw error;
  }
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
