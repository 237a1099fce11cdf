import { yearEvents } from '@/lib/calendar/year-events';
import { yearOverview } from '@/lib/calendar/year-overview';

describe('yearOverview', () => {
  const o = yearOverview(2083);
  const events = yearEvents(2083);
  const find = (r: { id: string; ad: string }) =>
    events.find((e) => e.id === r.id && e.ad === r.ad)!;

  it('spans the BS year in both calendars', () => {
    expect(o).toMatchObject({
      start: '2026-04-14',
      end: '2027-04-13',
      days: 365,
    });
  });

  it('lists the highlights in the order of the year, with the almanac’s days', () => {
    const days = o.highlights.map(find).map((e) => `${e.id} ${e.bs.month}/${e.bs.day}`);
    expect(days.slice(0, 2)).toEqual(['nepali-new-year 1/1', 'buddha-jayanti 1/18']);
    expect(days).toContain('vijaya-dashami 7/4');
    expect(days).toContain('bhai-tika 7/25');
  });

  it('groups the nationwide holidays by kind, one entry per festival, leave days aside, by reference to the events', () => {
    const ids = o.majorByType.flatMap((g) => g.events.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('dashain-bida');
    expect(ids).not.toContain('tihar-bida');
    expect(o.majorByType.find((g) => g.type === 'national')?.events.map((e) => e.id)).toContain(
      'constitution-day',
    );
    for (const g of o.majorByType) {
      expect(g.events.map(find).every((e) => e.type === g.type)).toBe(true);
    }
  });

  it('counts each holiday day once, the Dashain and Tihar leave included', () => {
    // Days with a nationwide holiday; 2 Kartik (19 Oct 2026) is one of them.
    expect(o.holidayDays).toBeGreaterThanOrEqual(30);
    expect(yearOverview(2082).holidayDays).toBeGreaterThanOrEqual(30);
  });

  it('rejects a year outside the supported range', () => {
    expect(() => yearOverview(2101)).toThrow(RangeError);
  });
});
