import type { NextRequest } from 'next/server';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { convertQuery } from '@/lib/api/schemas/convert';
import { convertDate } from '@/lib/convert';

const endpoint = ENDPOINTS.convertDate;

// GET /api/v1/convert?from=bs|ad&date=YYYY-MM-DD – one date in both calendars
export function GET(request: NextRequest) {
  const query = convertQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return apiError(
      endpoint,
      400,
      'invalid_query',
      query.error.issues.map((issue) => issue.message).join('; '),
    );
  }
  const result = convertDate(query.data.from, query.data.date);
  if (!result.ok) return apiError(endpoint, 400, result.code, result.message);
  // Cached for a day: a conversion changes only for projected years when a new almanac is approved.
  return apiJson(endpoint, result.value);
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
