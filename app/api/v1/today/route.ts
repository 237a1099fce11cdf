import { apiJson, apiOptions } from '@/lib/api/http';
import { todayEntry } from '@/lib/calendar/today';
import { todayBs } from '@/lib/time/bs-today';

export const dynamic = 'force-dynamic';

// GET /api/v1/today – today's date in Nepal (Asia/Kathmandu) in both calendars, with its panchang
export function GET() {
  // Short cache: the answer changes at midnight Nepal time.
  return apiJson(todayEntry(todayBs()), { sMaxAge: 60 });
}

export const OPTIONS = apiOptions;
