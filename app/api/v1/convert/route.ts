import type { NextRequest } from 'next/server';
import { apiError, apiJson, apiOptions } from '@/lib/api/http';
import { convertQuery } from '@/lib/api/schemas/convert';
import { convertDate } from '@/lib/convert';

// GET /api/v1/convert?from=bs|ad&date=YYYY-MM-DD – one date in both calendars
export function GET(request: NextRequest) {
  const query = convertQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return apiError(400, 'invalid_query', query.error.issues.map((issue) => issue.message).join('; '));
  }
  const result = convertDate(query.data.from, query.data.date);
  if (!result.ok) return apiError(400, result.code, result.message);
  // A conversion never changes, except for projected years when a new almanac is approved.
  return apiJson(result.value, { sMaxAge: 86_400 });
}

export const OPTIONS = apiOptions;
