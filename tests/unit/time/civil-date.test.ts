/**
 * The civil-date module every layer shares: strict 'YYYY-MM-DD' parsing, formatting and whole-day
 * arithmetic. The property checks compare against lib/bs's Date-free day numbers (Hinnant's
 * algorithm), an independent implementation of the same calendar.
 */
import fc from 'fast-check';

import { adDayNumber, adFromDayNumber, adWeekday, daysInAdMonth } from '@/lib/bs';
import {
  addCivilDays,
  addDays,
  civilDayUtc,
  DAY_MS,
  dayNumberOf,
  dayNumberOfIso,
  daysBetween,
  formatIsoDay,
  isIsoDay,
  isoDay,
  parseIsoDay,
  utcOfCivilDate,
  utcOfIsoDay,
  weekdayOfIso,
} from '@/lib/time/civil-date';

const RUNS = { numRuns: 2_000 };

/** Any real Gregorian date, years 1–9999. */
const civilDate = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: daysInAdMonth(year, month) }).map((day) => ({ year, month, day })),
  );
/** Day numbers whose dates stay within years 1000–9000 after a shift of up to ±200 years. */
const dayNumber = fc.integer({ min: -354_000, max: 2_556_000 });
const shift = fc.integer({ min: -73_000, max: 73_000 });

describe('civil-date', () => {
  it('has 86,400,000 ms in a day', () => {
    expect(DAY_MS).toBe(86_400_000);
  });

  it('formats and parses ISO days', () => {
    expect(formatIsoDay({ year: 2025, month: 5, day: 6 })).toBe('2025-05-06');
    expect(formatIsoDay({ year: 50, month: 1, day: 2 })).toBe('0050-01-02');
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isoDay(Date.UTC(2024, 9, 3))).toBe('2024-10-03');
    expect(utcOfIsoDay('2024-10-03')).toBe(Date.UTC(2024, 9, 3));
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-5-6',
    ' 2025-05-06',
    '२०२५-०५-०६',
    '',
  ])('rejects %p', (value) => {
    expect(parseIsoDay(value)).toBeNull();
    expect(isIsoDay(value)).toBe(false);
    expect(Number.isNaN(utcOfIsoDay(value))).toBe(true);
  });

  it('reads years below 100 as written, not as 19xx', () => {
    expect(utcOfCivilDate({ year: 50, month: 3, day: 1 })).toBe(
      adDayNumber({ year: 50, month: 3, day: 1 }) * DAY_MS,
    );
    expect(Number.isNaN(utcOfCivilDate({ year: 2025, month: 1, day: 1.5 }))).toBe(true);
  });

  it('does day arithmetic across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-05-16', -364)).toBe('2024-05-17');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2024-01-01')).toBe(-366);
    expect(weekdayOfIso('2025-05-16')).toBe(5); // a Friday
    expect(weekdayOfIso('1969-12-31')).toBe(3);
    expect(addCivilDays({ year: 2044, month: 4, day: 13 }, 1)).toEqual({
      year: 2044,
      month: 4,
      day: 14,
    });
  });

  it('throws on arithmetic over a date that is not real', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addCivilDays({ year: 2025, month: 2, day: 30 }, 1)).toThrow(RangeError);
  });

  it('checks the supported range for the almanac', () => {
    expect(civilDayUtc({ year: 1913, month: 4, day: 13 })).toBe(Date.UTC(1913, 3, 13));
    expect(() => civilDayUtc({ year: 1913, month: 4, day: 12 })).toThrow(/outside the supported/);
    expect(() => civilDayUtc({ year: 2025, month: 2, day: 30 })).toThrow(/Invalid date/);
  });

  describe('properties', () => {
    it('round-trips every real date through format and parse', () => {
      fc.assert(
        fc.property(civilDate, (date) => {
          const iso = formatIsoDay(date);
          expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(parseIsoDay(iso)).toEqual(date);
          expect(isoDay(utcOfIsoDay(iso))).toBe(iso);
        }),
        RUNS,
      );
    });

    it('agrees with lib/bs on day numbers and weekdays', () => {
      fc.assert(
        fc.property(civilDate, (date) => {
          const iso = formatIsoDay(date);
          expect(dayNumberOf(date)).toBe(adDayNumber(date));
          expect(dayNumberOfIso(iso)).toBe(adDayNumber(date));
          expect(weekdayOfIso(iso)).toBe(adWeekday(date));
        }),
        RUNS,
      );
    });

    it('shifts by whole days: addDays and daysBetween invert each other', () => {
      fc.assert(
        fc.property(dayNumber, shift, shift, (n, a, b) => {
          const iso = formatIsoDay(adFromDayNumber(n));
          const shifted = addDays(iso, a);
          expect(shifted).toBe(formatIsoDay(adFromDayNumber(n + a)));
          expect(daysBetween(iso, shifted)).toBe(a);
          expect(addDays(shifted, -a)).toBe(iso);
          expect(addDays(addDays(iso, a), b)).toBe(addDays(iso, a + b));
          expect(addCivilDays(adFromDayNumber(n), a)).toEqual(adFromDayNumber(n + a));
        }),
        RUNS,
      );
    });
  });
});
