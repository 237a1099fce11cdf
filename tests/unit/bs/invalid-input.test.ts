/**
 * Bad input, as an API caller or a URL can send it: every entry point refuses with a
 * BsRangeError (a RangeError, so callers may catch either) whose message names the supported
 * range, and accepts the first and last supported days.
 */
import {
  AD_MAX,
  AD_MIN,
  BS_DAY_COUNT,
  BsRangeError,
  addBsDays,
  adToBs,
  bsDayNumber,
  bsFromDayNumber,
  bsToAd,
  bsWeekday,
  bsYearConfidence,
  daysInBsMonth,
  daysInBsYear,
  formatBsDate,
} from '@/lib/bs';
import type { AdDate, BsDate } from '@/lib/bs';

const BS_RANGE = '1970-01-01 to 2100-12-31 BS';
const AD_RANGE = '1913-04-13 to 2044-04-13 AD';

/** The error `run` throws; fails the test when it returns instead. */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw, got a value');
}

function expectRangeError(run: () => unknown, range: string): BsRangeError {
  const error = thrown(run);
  expect(error).toBeInstanceOf(BsRangeError);
  expect(error).toBeInstanceOf(RangeError);
  expect(error.name).toBe('BsRangeError');
  expect(error.message).toContain(range);
  return error as BsRangeError;
}

// Fields as JSON or a query string can deliver them, so not all are numbers.
const loose = (year: unknown, month: unknown, day: unknown): BsDate =>
  ({ year, month, day }) as BsDate;

const BAD_BS: readonly [string, BsDate][] = [
  ['month 0', loose(2081, 0, 1)],
  ['month 13', loose(2081, 13, 1)],
  ['day 0', loose(2081, 1, 0)],
  ['day 33', loose(2081, 1, 33)],
  ['negative day', loose(2081, 1, -1)],
  ['Baishakh 2081 (31 days) day 32', loose(2081, 1, 32)],
  ['Poush 2081 (29 days) day 30', loose(2081, 9, 30)],
  ['Chaitra 2100 (last month) day 32', loose(2100, 12, 32)],
  ['year 1969', loose(1969, 12, 30)],
  ['year 2101', loose(2101, 1, 1)],
  ['year 0', loose(0, 1, 1)],
  ['fractional year', loose(2081.5, 1, 1)],
  ['fractional month', loose(2081, 1.5, 1)],
  ['fractional day', loose(2081, 1, 1.5)],
  ['NaN day', loose(2081, 1, NaN)],
  ['infinite year', loose(Infinity, 1, 1)],
  ['year as a string', loose('2081', 1, 1)],
  ['missing day', loose(2081, 1, undefined)],
];

const BS_ENTRY_POINTS: readonly [string, (bs: BsDate) => unknown][] = [
  ['bsToAd', bsToAd],
  ['bsDayNumber', bsDayNumber],
  ['bsWeekday', bsWeekday],
  ['addBsDays', (bs) => addBsDays(bs, 0)],
  ['formatBsDate', (bs) => formatBsDate(bs, 'en')],
];

describe.each(BS_ENTRY_POINTS)('%s', (_name, run) => {
  it.each(BAD_BS)('refuses %s', (_case, bs) => {
    expectRangeError(() => run(bs), BS_RANGE);
  });

  it('accepts the first and last supported days', () => {
    expect(() => run({ year: 1970, month: 1, day: 1 })).not.toThrow();
    expect(() => run({ year: 2100, month: 12, day: daysInBsMonth(2100, 12) })).not.toThrow();
  });
});

describe('BS error messages', () => {
  it('say how long the month is when the day is past its end', () => {
    expect(
      expectRangeError(() => bsToAd({ year: 2081, month: 9, day: 30 }), BS_RANGE).message,
    ).toBe(`Invalid BS date 2081-09-30: Poush 2081 has 29 days (the supported range ${BS_RANGE})`);
  });

  it('show the offending fields as given', () => {
    expect(expectRangeError(() => bsToAd(loose(2081, 1.5, 1)), BS_RANGE).message).toContain(
      '2081-1.5-01',
    );
    expect(expectRangeError(() => bsToAd(loose(2101, 1, 1)), BS_RANGE).message).toContain(
      '2101-01-01',
    );
  });
});

describe('year and month functions', () => {
  it.each([
    ['year 1969', 1969],
    ['year 2101', 2101],
    ['fractional year', 2081.5],
    ['NaN', NaN],
  ])('refuse %s', (_case, year) => {
    expectRangeError(() => daysInBsYear(year), BS_RANGE);
    expectRangeError(() => daysInBsMonth(year, 1), BS_RANGE);
    expectRangeError(() => bsYearConfidence(year), BS_RANGE);
  });

  it.each([0, 13, 1.5, NaN])('daysInBsMonth refuses month %p', (month) => {
    expectRangeError(() => daysInBsMonth(2081, month), BS_RANGE);
  });

  it('name the supported years', () => {
    expect(thrown(() => daysInBsYear(2101)).message).toContain('1970–2100');
  });
});

describe('bsFromDayNumber and addBsDays', () => {
  it.each([-1, BS_DAY_COUNT, 1.5, NaN])('bsFromDayNumber refuses %p', (n) => {
    expectRangeError(() => bsFromDayNumber(n), BS_RANGE);
  });

  it('addBsDays refuses a fractional count and results outside the range', () => {
    expectRangeError(() => addBsDays({ year: 2081, month: 1, day: 1 }, 0.5), BS_RANGE);
    expectRangeError(() => addBsDays({ year: 2081, month: 1, day: 1 }, NaN), BS_RANGE);
    expectRangeError(() => addBsDays({ year: 1970, month: 1, day: 1 }, -1), BS_RANGE);
    expectRangeError(
      () => addBsDays({ year: 2100, month: 12, day: daysInBsMonth(2100, 12) }, 1),
      BS_RANGE,
    );
  });
});

describe('adToBs', () => {
  const ad = (year: unknown, month: unknown, day: unknown): AdDate =>
    ({ year, month, day }) as AdDate;

  it.each([
    ['the day before the range', ad(1913, 4, 12)],
    ['the day after the range', ad(2044, 4, 14)],
    ['29 February in a common year', ad(2023, 2, 29)],
    ['29 February 1900 (century, not leap)', ad(1900, 2, 29)],
    ['31 April', ad(2024, 4, 31)],
    ['month 0', ad(2024, 0, 1)],
    ['month 13', ad(2024, 13, 1)],
    ['day 0', ad(2024, 1, 0)],
    ['day 32', ad(2024, 1, 32)],
    ['fractional day', ad(2024, 1, 1.5)],
    ['NaN year', ad(NaN, 1, 1)],
    ['month as a string', ad(2024, '1', 1)],
  ])('refuses %s', (_case, date) => {
    expectRangeError(() => adToBs(date), AD_RANGE);
  });

  it('accepts the first and last supported days and leap days', () => {
    expect(adToBs(AD_MIN)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(adToBs(AD_MAX)).toEqual({ year: 2100, month: 12, day: daysInBsMonth(2100, 12) });
    expect(() => adToBs({ year: 2024, month: 2, day: 29 })).not.toThrow();
    expect(() => adToBs({ year: 2000, month: 2, day: 29 })).not.toThrow();
  });
});
