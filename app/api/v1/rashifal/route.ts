import type { NextRequest } from 'next/server';
import { apiError, apiJson, apiOptions } from '@/lib/api/http';
import { rashifalBody } from '@/lib/api/rashifal';
import { splitIsoDate } from '@/lib/api/schemas/date';
import { rashifalQuery } from '@/lib/api/schemas/rashifal';
import { dailyRashifal } from '@/lib/rashifal';
import { todayInNepal } from '@/lib/time';

export const dynamic = 'force-dynamic';

// GET /api/v1/rashifal?date=YYYY-MM-DD – the day's reading for the twelve signs (default today in Nepal)
export function GET(request: NextRequest) {
  const query = rashifalQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return apiError(
      400,
      'invalid_query',
      query.error.issues.map((issue) => issue.message).join('; '),
    );
  }
  const { date } = query.data;
  try {
    const day = dailyRashifal(date ? splitIsoDate(date) : todayInNepal());
    // A dated reading never changes; today's changes at midnight Nepal time.
    return apiJson(rashifalBody(day), { sMaxAge: date ? 86_400 : 60 });
  } catch (error) {
    if (error instanceof RangeError) return apiError(400, 'invalid_date', error.message);
    throw error;
  }
}

export const OPTIONS = apiOptions;
