import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { yearHolidays } from '@/lib/calendar/year-holidays';
import { sitemapPages } from '@/lib/seo/sitemap-paths';

describe('year pages in the sitemap', () => {
  it('lists every year and its holidays, this year and next first in priority', () => {
    const pages = sitemapPages(2083).filter((p) => /^\/calendar\/\d+(\/holidays)?$/.test(p.path));
    expect(pages).toHaveLength(2 * (BS_MAX_YEAR - BS_MIN_YEAR + 1));
    const priority = (path: string) => pages.find((p) => p.path === path)!.priority;
    const top = Math.max(...pages.map((p) => p.priority));
    expect(priority('/calendar/2083')).toBe(top);
    expect(priority('/calendar/2084/holidays')).toBe(top);
    expect(priority('/calendar/2082')).toBeLessThan(top);
    expect(priority('/calendar/1970')).toBeLessThan(priority('/calendar/2082'));
  });
});

describe('yearHolidays', () => {
  // MoHA, Nepal Rajpatra Part 5, Vol. 75, No. 67: the 2083 list's Dashain and Tihar leave.
  it('gives 2083 Dashain as Ashwin 31 – Kartik 6 and Tihar as Kartik 22 – 26, one row each', () => {
    const { rows } = yearHolidays(2083);
    const dashain = rows.filter((r) => r.id === 'dashain');
    expect(dashain).toHaveLength(1);
    expect(dashain[0]).toMatchObject({
      start: { bs: { month: 6, day: 31 }, ad: '2026-10-17' },
      end: { bs: { month: 7, day: 6 }, ad: '2026-10-23' },
      days: 7,
      holidayFor: ['national'],
    });
    expect(rows.find((r) => r.id === 'tihar')).toMatchObject({
      start: { bs: { month: 7, day: 22 } },
      end: { bs: { month: 7, day: 26 } },
      days: 5,
    });
    // Nepali New Year, 1 Baishakh 2083, is 14 April 2026 (a Tuesday) on the list.
    expect(rows[0]).toMatchObject({ id: 'nepali-new-year', weekday: 2, source: 'official' });
  });

  it('keeps rows in date order and names who gets a group holiday', () => {
    const { rows } = yearHolidays(2083);
    const starts = rows.map((r) => r.start.ad);
    expect([...starts].sort()).toEqual(starts);
    expect(rows.find((r) => r.id === 'haritalika-teej')?.holidayFor).toEqual(['women']);
  });

  it('says a year without a held government list follows the rules alone', () => {
    expect(yearHolidays(2090).list).toBe('computed');
    expect(yearHolidays(2090).rows.every((r) => r.source === 'rule')).toBe(true);
  });
});
