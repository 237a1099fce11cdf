import fc from 'fast-check';

import { DAY_MS, utcOfIsoDay } from '@/lib/time/civil-date';
import {
  NEPAL_OFFSET_MS,
  nepalCivilDate,
  nepalClock,
  nepalIso,
  nepalIsoDay,
  nepalMidnightMs,
  nepalTimeMs,
  nepalWallClock,
  parseNepalTimestamp,
} from '@/lib/time/nepal-time';

describe('nepal-time', () => {
  it('is UTC+05:45', () => {
    expect(NEPAL_OFFSET_MS).toBe(20_700_000);
  });

  it("turns Nepal's date at 18:15 UTC", () => {
    expect(nepalCivilDate(new Date('2025-05-15T18:14:59Z'))).toEqual({
      year: 2025,
      month: 5,
      day: 15,
    });
    expect(nepalIsoDay(new Date('2025-05-15T18:15:00Z'))).toBe('2025-05-16');
    expect(nepalIsoDay(Date.parse('2024-12-31T18:15:00Z'))).toBe('2025-01-01');
  });

  it('reads the wall clock', () => {
    expect(nepalWallClock(new Date('2025-05-16T04:20:07Z'))).toEqual({
      year: 2025,
      month: 5,
      day: 16,
      hour: 10,
      minute: 5,
      second: 7,
    });
    expect(nepalClock(Date.parse('2025-05-16T04:20:00Z'))).toBe('10:05');
  });

  it('writes ISO 8601 with +05:45, rounded to the second', () => {
    expect(nepalIso(Date.parse('2024-10-03T00:17:10.600Z'))).toBe('2024-10-03T06:02:11+05:45');
    expect(nepalIso(new Date('2024-12-31T18:15:00Z'))).toBe('2025-01-01T00:00:00+05:45');
  });

  it('finds Nepal midnight and wall-clock times of a civil day', () => {
    const utc = utcOfIsoDay('2025-05-16');
    expect(new Date(nepalMidnightMs(utc)).toISOString()).toBe('2025-05-15T18:15:00.000Z');
    expect(new Date(nepalTimeMs(utc, 10, 5)).toISOString()).toBe('2025-05-16T04:20:00.000Z');
  });

  it('parses Nepal wall-clock timestamps', () => {
    expect(parseNepalTimestamp('2025-05-16 10:05:00')?.toISOString()).toBe(
      '2025-05-16T04:20:00.000Z',
    );
    expect(parseNepalTimestamp(' 2025-05-16T10:05 ')?.toISOString()).toBe(
      '2025-05-16T04:20:00.000Z',
    );
    for (const bad of ['2025-02-30 10:00:00', '2025-05-16 24:00:00', '2025-05-16 10:60', 'soon']) {
      expect(parseNepalTimestamp(bad)).toBeNull();
    }
  });

  it('round-trips instants through the wall clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2e12, max: 4e12 }), (ms) => {
        const second = Math.floor(ms / 1000) * 1000;
        const w = nepalWallClock(second);
        const utc = utcOfIsoDay(nepalIsoDay(second));
        expect(nepalTimeMs(utc, w.hour, w.minute, w.second)).toBe(second);
        expect(second - nepalMidnightMs(utc)).toBeGreaterThanOrEqual(0);
        expect(second - nepalMidnightMs(utc)).toBeLessThan(DAY_MS);
      }),
      { numRuns: 1_000 },
    );
  });
});
