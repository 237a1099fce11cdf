import { now, todayInNepal } from '@/lib/time';

describe('lib/time', () => {
  const saved = process.env.APP_NOW;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_NOW;
    else process.env.APP_NOW = saved;
  });

  it('honours the APP_NOW override', () => {
    process.env.APP_NOW = '2025-05-16T04:15:00Z';
    expect(now().toISOString()).toBe('2025-05-16T04:15:00.000Z');
  });

  it('ignores an unparseable override', () => {
    process.env.APP_NOW = 'yesterday';
    expect(Number.isNaN(now().getTime())).toBe(false);
  });

  it("gives Nepal's date, which turns at 18:15 UTC", () => {
    expect(todayInNepal(new Date('2025-05-15T18:14:59Z'))).toEqual({
      year: 2025,
      month: 5,
      day: 15,
    });
    expect(todayInNepal(new Date('2025-05-15T18:15:00Z'))).toEqual({
      year: 2025,
      month: 5,
      day: 16,
    });
    expect(todayInNepal(new Date('2024-12-31T18:15:00Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    });
  });
});
