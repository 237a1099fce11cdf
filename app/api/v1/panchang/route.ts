import type { NextRequest } from 'next/server';
import { apiError, apiJson, apiOptions } from '@/lib/api/http';
import { panchangQuery } from '@/lib/api/schemas/panchang';
import { splitIsoDate } from '@/lib/api/schemas/date';
import { panchang } from '@/lib/panchang';

// GET /api/v1/panchang?date=YYYY-MM-DD – the almanac's panchang for an AD day in Nepal
export function GET(request: NextRequest) {
  const query = panchangQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return apiError(400, 'invalid_query', query.error.issues.map((issue) => issue.message).join('; '));
  }
  try {
    // A day's panchang is fixed by astronomy: cache it for a day.
    return apiJson(panchang(splitIsoDate(query.data.date)), { sMaxAge: 86_400 });
  } catch (error) {
    if (error instanceof RangeError) return apiError(400, 'invalid_date', error.message);
    throw error;
  }
}

export const OPTIONS = apiOptions;
