import type { NextRequest } from 'next/server';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { splitIsoDate } from '@/lib/api/schemas/date';
import { panchangQuery } from '@/lib/api/schemas/panchang';
import { panchang } from '@/lib/panchang';

const endpoint = ENDPOINTS.getPanchang;

// GET /api/v1/panchang?date=YYYY-MM-DD – the almanac's panchang for an AD day in Nepal
export function GET(request: NextRequest) {
  const query = panchangQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return apiError(
      endpoint,
      400,
      'invalid_query',
      query.error.issues.map((issue) => issue.message).join('; '),
    );
  }
  try {
    return apiJson(endpoint, panchang(splitIsoDate(query.data.date)));
  } catch (error) {
    if (error instanceof RangeError) return apiError(endpoint, 400, 'invalid_date', error.message);
    throw error;
  }
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
