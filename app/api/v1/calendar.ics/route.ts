import { apiOptions, apiText } from '@/lib/api/http';
import { icsForYears } from '@/lib/calendar/ics-feed';
import { currentBsYear } from '@/lib/time/bs-today';

export const dynamic = 'force-dynamic';

// GET /api/v1/calendar.ics – the subscription feed: this BS year and the next, so a subscribed
// calendar always runs a year ahead without changing its URL.
export function GET() {
  const year = currentBsYear();
  return apiText(icsForYears([year, year + 1], 'Nepali calendar: festivals and holidays'), 'text/calendar; charset=utf-8', {
    sMaxAge: 21_600,
  });
}

export const OPTIONS = apiOptions;
