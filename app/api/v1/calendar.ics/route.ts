import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiText } from '@/lib/api/http';
import { icsForYears } from '@/lib/calendar/ics-feed';
import { currentBsYear } from '@/lib/time/bs-today';

export const dynamic = 'force-dynamic';

const endpoint = ENDPOINTS.getCalendarFeed;

// GET /api/v1/calendar.ics – the subscription feed: this BS year and the next, so a subscribed
// calendar always runs a year ahead without changing its URL.
export function GET() {
  const year = currentBsYear();
  return apiText(
    endpoint,
    icsForYears([year, year + 1], 'Nepali calendar: festivals and holidays'),
    'text/calendar; charset=utf-8',
  );
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
