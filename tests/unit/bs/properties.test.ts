/**
 * Conversion laws over the whole range: fast-check samples plus an exhaustive walk of every
 * supported day. Expected values come from the table digits and JavaScript's own UTC calendar,
 * not from lib/bs's arithmetic.
 */
import fc from 'fast-check';

import {
  AD_MAX,
  AD_MIN,
  BS_DAY_COUNT,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTH_TABLE,
  BsRangeError,
  addBsDays,
  adToBs,
  bsDayNumber,
  bsFromDayNumber,
  bsToAd,
  bsWeekday,
} from '@/lib/bs';
import type { AdDate, BsDate } from '@/lib/bs';

const DAY_MS = 86_400_000;
const RUNS = { numRuns: 2_000 };

/** Month length straight from the table row: digit + 29. */
const rowLength = (year: number, month: number): number =>
  29 + Number(BS_MONTH_TABLE[year - BS_MIN_YEAR]?.[1][month - 1]);

const utcOf = (ad: AdDate): number => Date.UTC(ad.year, ad.month - 1, ad.day);
const adOfUtc = (ms: number): AdDate => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const AD_MIN_UTC = Date.UTC(AD_MIN.year, AD_MIN.month - 1, AD_MIN.day);
const AD_MAX_UTC = Date.UTC(AD_MAX.year, AD_MAX.month - 1, AD_MAX.day);

const bsDate: fc.Arbitrary<BsDate> = fc
  .record({
    year: fc.integer({ min: BS_MIN_YEAR, max: BS_MAX_YEAR }),
    month: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: rowLength(year, month) }).map((day) => ({ year, month, day })),
  );
const dayIndex = fc.integer({ min: 0, max: BS_DAY_COUNT - 1 });
const adDate: fc.Arbitrary<AdDate> = dayIndex.map((i) => adOfUtc(AD_MIN_UTC + i * DAY_MS));

const compare = (a: BsDate, b: BsDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

describe('round trips', () => {
  it('adToBs(bsToAd(bs)) is bs for any valid BS date', () => {
    fc.assert(
      fc.property(bsDate, (bs) => expect(adToBs(bsToAd(bs))).toEqual(bs)),
      RUNS,
    );
  });

  it('bsToAd(adToBs(ad)) is ad for any AD date in range', () => {
    fc.assert(
      fc.property(adDate, (ad) => expect(bsToAd(adToBs(ad))).toEqual(ad)),
      RUNS,
    );
  });

  it('bsFromDayNumber and bsDayNumber invert each other', () => {
    fc.assert(
      fc.property(bsDate, (bs) => expect(bsFromDayNumber(bsDayNumber(bs))).toEqual(bs)),
      RUNS,
    );
    fc.assert(
      fc.property(dayIndex, (n) => expect(bsDayNumber(bsFromDayNumber(n))).toBe(n)),
      RUNS,
    );
  });

  it('maps the two ends of the range onto each other', () => {
    expect(bsToAd({ year: BS_MIN_YEAR, month: 1, day: 1 })).toEqual(AD_MIN);
    expect(adToBs(AD_MAX)).toEqual({
      year: BS_MAX_YEAR,
      month: 12,
      day: rowLength(BS_MAX_YEAR, 12),
    });
    expect((AD_MAX_UTC - AD_MIN_UTC) / DAY_MS).toBe(BS_DAY_COUNT - 1);
  });
});

describe('day numbers, weekdays and day arithmetic', () => {
  it('counts days since 1 Baisakh 1970 as the AD calendar does', () => {
    fc.assert(
      fc.property(bsDate, (bs) =>
        expect(bsDayNumber(bs)).toBe((utcOf(bsToAd(bs)) - AD_MIN_UTC) / DAY_MS),
      ),
      RUNS,
    );
  });

  it('orders day numbers as the dates themselves', () => {
    fc.assert(
      fc.property(bsDate, bsDate, (a, b) =>
        expect(Math.sign(bsDayNumber(a) - bsDayNumber(b))).toBe(Math.sign(compare(a, b))),
      ),
      RUNS,
    );
  });

  it('gives the weekday JavaScript gives the AD date (UTC)', () => {
    fc.assert(
      fc.property(bsDate, (bs) =>
        expect(bsWeekday(bs)).toBe(new Date(utcOf(bsToAd(bs))).getUTCDay()),
      ),
      RUNS,
    );
  });

  it('adds days as the day numbers and the AD calendar do, refusing to leave the range', () => {
    fc.assert(
      fc.property(bsDate, fc.integer({ min: -BS_DAY_COUNT, max: BS_DAY_COUNT }), (bs, days) => {
        const target = bsDayNumber(bs) + days;
        if (target < 0 || target >= BS_DAY_COUNT) {
          expect(() => addBsDays(bs, days)).toThrow(BsRangeError);
          return;
        }
        const result = addBsDays(bs, days);
        expect(bsDayNumber(result)).toBe(target);
        expect(bsToAd(result)).toEqual(adOfUtc(utcOf(bsToAd(bs)) + days * DAY_MS));
      }),
      RUNS,
    );
  });

  it('adds small steps across month and year ends', () => {
    fc.assert(
      fc.property(bsDate, fc.integer({ min: -40, max: 40 }), (bs, days) => {
        fc.pre(bsDayNumber(bs) + days >= 0 && bsDayNumber(bs) + days < BS_DAY_COUNT);
        expect(addBsDays(addBsDays(bs, days), -days)).toEqual(bs);
      }),
      RUNS,
    );
  });
});

describe('every supported day', () => {
  it('follows the previous one (next day of the month, or the 1st after the table length) and the AD calendar', () => {
    let previous: BsDate | null = null;
    const breaks: string[] = [];
    for (let n = 0; n < BS_DAY_COUNT; n += 1) {
      const bs = bsFromDayNumber(n);
      const expected: BsDate = !previous
        ? { year: BS_MIN_YEAR, month: 1, day: 1 }
        : previous.day < rowLength(previous.year, previous.month)
          ? { ...previous, day: previous.day + 1 }
          : previous.month < 12
            ? { year: previous.year, month: previous.month + 1, day: 1 }
            : { year: previous.year + 1, month: 1, day: 1 };
      const ad = adOfUtc(AD_MIN_UTC + n * DAY_MS);
      const fine =
        compare(bs, expected) === 0 &&
        compare(bsToAd(bs), ad) === 0 &&
        compare(adToBs(ad), bs) === 0 &&
        bsDayNumber(bs) === n;
      if (!fine && breaks.length < 10) breaks.push(`day ${n}: ${JSON.stringify({ bs, ad })}`);
      previous = bs;
    }
    expect(breaks).toEqual([]);
    expect(previous).toEqual({ year: BS_MAX_YEAR, month: 12, day: rowLength(BS_MAX_YEAR, 12) });
  });
});
