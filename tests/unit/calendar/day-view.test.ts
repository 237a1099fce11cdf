import { BS_MAX, BS_MIN, daysInBsMonth } from '@/lib/bs';
import { buildCalendarDay, parseDayParam } from '@/lib/calendar/day';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { sitemapPages } from '@/lib/seo/sitemap-paths';

describe('parseDayParam', () => {
  it('accepts every day of the month and nothing past its end', () => {
    const length = daysInBsMonth(2083, 8);
    for (let day = 1; day <= length; day++) expect(parseDayParam(String(day), 2083, 8)).toBe(day);
    expect(parseDayParam(String(length + 1), 2083, 8)).toBeNull();
    expect(parseDayParam('32', 2083, 8)).toBeNull();
  });

  it('rejects zero, signs, decimals, spaces and words', () => {
    for (const bad of ['0', '-1', '+1', '1.0', ' 1', '1 ', 'one', '', '123', '1e1']) {
      expect(parseDayParam(bad, 2083, 8)).toBeNull();
    }
  });
});

describe('buildCalendarDay', () => {
  it('gives 2 Jestha 2082 as Friday 16 May 2025 with its panchang for Kathmandu', () => {
    const day = buildCalendarDay({ year: 2082, month: 2, day: 2 });
    expect(day.ad).toBe('2025-05-16');
    expect(day.weekday).toBe(5);
    expect(day.panchang.date).toBe('2025-05-16');
    expect(day.panchang.sunrise.startsWith('2025-05-16T05:')).toBe(true);
    expect(day.prev).toEqual({ year: 2082, month: 2, day: 1 });
    expect(day.next).toEqual({ year: 2082, month: 2, day: 3 });
  });

  it('agrees with the month view on status, tithi and events for every day of a month', () => {
    const month = buildCalendarMonth(2083, 7);
    for (const cell of month.days) {
      const day = buildCalendarDay(cell.bs);
      expect(day.ad).toBe(cell.ad);
      expect(day.status).toBe(cell.status);
      expect(day.panchang.tithi.index).toBe(cell.tithi.index);
      expect(day.events.map((event) => event.id)).toEqual(cell.events.map((event) => event.id));
    }
  });

  it('steps across month and year ends and stops at the ends of the supported range', () => {
    const lastOfYear = { year: 2082, month: 12, day: daysInBsMonth(2082, 12) };
    expect(buildCalendarDay(lastOfYear).next).toEqual({ year: 2083, month: 1, day: 1 });
    expect(buildCalendarDay({ year: 2083, month: 1, day: 1 }).prev).toEqual(lastOfYear);
    expect(buildCalendarDay(BS_MIN).prev).toBeNull();
    expect(buildCalendarDay(BS_MAX).next).toBeNull();
  });

  it('names Republic Day (15 Jestha 2082) a public holiday with its events', () => {
    const day = buildCalendarDay({ year: 2082, month: 2, day: 15 });
    expect(day.status).toBe('public-holiday');
    expect(day.events.some((event) => event.holidayFor?.includes('national'))).toBe(true);
  });
});

describe('day pages in the sitemap', () => {
  it('lists every day of the current year and the years either side, once each', () => {
    const paths = sitemapPages(2083)
      .map((page) => page.path)
      .filter((path) => /^\/calendar\/\d+\/[a-z]+\/\d+$/.test(path));
    let expected = 0;
    for (const year of [2082, 2083, 2084])
      for (let m = 1; m <= 12; m++) expected += daysInBsMonth(year, m);
    expect(paths).toHaveLength(expected);
    expect(new Set(paths).size).toBe(expected);
    expect(paths).toContain('/calendar/2083/mangsir/8');
    expect(paths.some((path) => path.startsWith('/calendar/2081/'))).toBe(false);
  });
});
