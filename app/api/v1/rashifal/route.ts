import type { NextRequest } from 'next/server';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson, apiOptions } from '@/lib/api/http';
import { rashifalBody } from '@/lib/api/rashifal';
import { splitIsoDate } from '@/lib/api/schemas/date';
import { rashifalQuery } from '@/lib/api/schemas/rashifal';
import { dailyRashifal } from '@/lib/rashifal';
import { todayInNepal } from '@/lib/time';

export const dynamic = 'force-dynamic';

const endpoint = ENDPOINTS.getRashifal;

// GET /api/v1/rashifal?date=YYYY-MM-DD – the day's reading for the twelve signs (default today in Nepal)
export function GET(request: NextRequest) {
  const query = rashifalQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return apiError(
      endpoint,
      400,
      'invalid_query',
      query.error.issues.map((issue) => issue.message).join('; '),
    );
  }
  const { date } = query.data;
  try {
    const day = dailyRashifal(date ? splitIsoDate(date) : todayInNepal());
    return apiJson(endpoint, rashifalBody(day));
  } catch (error) {
    if (error instanceof RangeError) return apiError(endpoint, 400, 'invalid_date', error.message);
    throw error;
  }
}

export const OPTIONS = apiOptions;
