import { buildCalendarMonth } from '@/lib/calendar/month';
import { nextPublicHoliday } from '@/lib/calendar/next-holiday';

describe('nextPublicHoliday', () => {
  it('finds the first public holiday after the day, with the days until it', () => {
    // 2 Jestha 2082: Republic Day (15 Jestha) is the next one, 13 days on.
    const next = nextPublicHoliday({ year: 2082, month: 2, day: 2 });
    expect(next?.day.bs).toEqual({ year: 2082, month: 2, day: 15 });
    expect(next?.daysAway).toBe(13);
    expect(next?.day.events.some((e) => e.id.includes('republic'))).toBe(true);
  });

  it('leaves the day itself out and crosses into later months', () => {
    const holiday = nextPublicHoliday({ year: 2082, month: 2, day: 2 })!.day.bs;
    const after = nextPublicHoliday(holiday)!;
    expect(after.day.status).toBe('public-holiday');
    expect(after.day.bs).not.toEqual(holiday);
    const month = buildCalendarMonth(holiday.year, holiday.month);
    const between = month.days.filter(
      (d) =>
        d.bs.day > holiday.day &&
        (after.day.bs.month !== holiday.month || d.bs.day < after.day.bs.day),
    );
    expect(between.every((d) => d.status !== 'public-holiday')).toBe(true);
  });
});
