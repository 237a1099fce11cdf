import { holidayStatus } from '@/lib/festivals';
import { buildCalendarMonth } from '@/lib/calendar/month';

describe('the month grid day status', () => {
  it.each([2081, 2082, 2083])('is holidayStatus for every day of %i BS', (year) => {
    for (let month = 1; month <= 12; month++) {
      for (const day of buildCalendarMonth(year, month).days) {
        expect(day.status).toBe(holidayStatus(day.bs));
        expect(day.isHoliday).toBe(day.status === 'public-holiday');
      }
    }
  });
});
