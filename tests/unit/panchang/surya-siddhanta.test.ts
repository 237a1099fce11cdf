import fc from 'fast-check';

import { lunarMonthAt, nextSankranti, nextTithiChange, panchang, tithiAt } from '@/lib/panchang';
import { karanaIndex } from '@/lib/panchang/elements';
import { newMoonMs, sunLongitude } from '@/lib/panchang/surya-siddhanta';

const NPT_MS = 345 * 60_000;
const nepalDay = (d: Date): string => new Date(d.getTime() + NPT_MS).toISOString().slice(0, 10);
const instants = fc
  .integer({ min: Date.UTC(1913, 3, 13), max: Date.UTC(2044, 3, 13) })
  .map((ms) => new Date(ms));

describe('Surya Siddhanta tithi', () => {
  it('advances by one at nextTithiChange, and not a moment before', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const end = nextTithiChange(instant).getTime();
        expect(end).toBeGreaterThan(instant.getTime());
        expect(end - instant.getTime()).toBeLessThan(1.1 * 86_400_000); // a tithi lasts < 27 h
        expect(tithiAt(new Date(end - 5))).toBe(tithiAt(instant));
        expect(tithiAt(new Date(end + 5))).toBe((tithiAt(instant) % 30) + 1);
      }),
      { numRuns: 500 },
    );
  });

  it('opens each lunation with Shukla Pratipada at the SS new moon', () => {
    const start = newMoonMs(63_000); // a lunation count since the Kali epoch, in the 20th century
    expect(tithiAt(new Date(start + 5))).toBe(1);
    expect(tithiAt(new Date(start - 5))).toBe(30);
  });

  it('agrees with the day panchang at its sunrise', () => {
    const p = panchang({ year: 2023, month: 8, day: 1 });
    const sunrise = new Date(p.sunrise);
    expect(tithiAt(sunrise)).toBe(p.tithi.index);
    expect(lunarMonthAt(sunrise)).toEqual({ index: p.lunarMonth.index, adhik: p.lunarMonth.adhik });
    expect(nextTithiChange(sunrise).getTime()).toBeCloseTo(Date.parse(p.tithi.endsAt), -4);
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => tithiAt(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => lunarMonthAt(new Date('nope'))).toThrow(RangeError);
    expect(() => nextTithiChange(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('Surya Siddhanta sankrantis', () => {
  // tithi-method.md §4: BS months begin on the NPT civil day holding the SS sankranti (81 of 84).
  it.each([
    ['2019-04-14', 2019],
    ['2020-04-13', 2020],
    ['2022-04-14', 2022],
    ['2023-04-14', 2023],
    ['2024-04-13', 2024],
  ])('puts Mesh sankranti on BS New Year %s', (newYear, year) => {
    const { at, rashi } = nextSankranti(new Date(Date.UTC(year, 3, 1)));
    expect(rashi).toBe(1);
    expect(nepalDay(at)).toBe(newYear);
    expect(sunLongitude(at.getTime() + 60_000)).toBeLessThan(0.01);
  });

  it('puts Makar sankranti on Maghe Sankranti 2080 (2024-01-15)', () => {
    const { at, rashi } = nextSankranti(new Date(Date.UTC(2024, 0, 1)));
    expect([rashi, nepalDay(at)]).toEqual([10, '2024-01-15']);
  });
});

describe('karanaIndex', () => {
  it('maps the 60 half-tithis to Kimstughna, eight cycles of Bava…Vishti, then Shakuni, Chatushpada, Naga', () => {
    const seq = Array.from({ length: 60 }, (_, h) => karanaIndex(h));
    expect(seq.slice(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 2]);
    expect(seq.slice(55)).toEqual([7, 8, 9, 10, 11]);
    expect(seq.filter((k) => k === 8)).toHaveLength(8);
  });
});
