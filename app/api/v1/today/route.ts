import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiJson } from '@/lib/api/http';
import { todayEntry } from '@/lib/calendar/today';
import { todayBs } from '@/lib/time/bs-today';

export const dynamic = 'force-dynamic';

// GET /api/v1/today – today's date in Nepal (Asia/Kathmandu) in both calendars, with its panchang
export function GET() {
  return apiJson(ENDPOINTS.getToday, todayEntry(todayBs()));
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
