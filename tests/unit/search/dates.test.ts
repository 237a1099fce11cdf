import { parseDateQuery } from '@/lib/search/dates';

const TODAY = { year: 2025, month: 5, day: 16 }; // 2 Jestha 2082 BS

describe('parseDateQuery', () => {
  it('reads a numeric date in the calendar whose current year is nearer', () => {
    expect(parseDateQuery('2083-08-08', TODAY)).toMatchObject({
      bs: { year: 2083, month: 8, day: 8 },
    });
    expect(parseDateQuery('2026-11-24', TODAY)).toMatchObject({
      ad: { year: 2026, month: 11, day: 24 },
    });
    // A day that one calendar lacks is read in the other.
    expect(parseDateQuery('2026-02-30', TODAY)).toMatchObject({
      bs: { year: 2026, month: 2, day: 30 },
    });
  });

  it('follows an explicit bs or ad', () => {
    expect(parseDateQuery('2026-11-24 ad', TODAY)).toMatchObject({ ad: { year: 2026 } });
    expect(parseDateQuery('bs 2044-01-01', TODAY)).toMatchObject({
      bs: { year: 2044, month: 1, day: 1 },
    });
  });

  it('takes the current year for a day without one, and the next occurrence for a month', () => {
    expect(parseDateQuery('jestha 2', TODAY)).toMatchObject({ ad: TODAY });
    expect(parseDateQuery('baishakh', TODAY)).toEqual({ kind: 'month', year: 2083, month: 1 });
    expect(parseDateQuery('jestha', TODAY)).toEqual({ kind: 'month', year: 2082, month: 2 });
  });

  it('is null for anything but a date', () => {
    for (const q of [
      'tihar 2083',
      '2083',
      'dashain',
      'jestha 40',
      '2082-02-33',
      'today tomato',
      '1 2 3',
    ]) {
      expect(parseDateQuery(q, TODAY)).toBeNull();
    }
  });

  it('is null outside the calendar range', () => {
    expect(parseDateQuery('2200-01-01', TODAY)).toBeNull();
    expect(parseDateQuery('1 baishakh 1900', TODAY)).toBeNull();
  });
});
