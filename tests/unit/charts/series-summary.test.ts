import {
  availableRanges,
  pickRange,
  sliceToRange,
  summarizeSeries,
  type SeriesPoint,
} from '@/lib/market/series-summary';

const days = (start: string, values: number[]): SeriesPoint[] =>
  values.map((value, i) => ({
    date: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    value,
  }));

describe('summarizeSeries', () => {
  it('states first, last, lowest, highest and the change over the series', () => {
    const s = summarizeSeries(days('2026-04-01', [151.44, 150.1, 153.2, 152.04]))!;
    expect(s.first).toEqual({ date: '2026-04-01', value: 151.44 });
    expect(s.last).toEqual({ date: '2026-04-04', value: 152.04 });
    expect(s.min).toEqual({ date: '2026-04-02', value: 150.1 });
    expect(s.max).toEqual({ date: '2026-04-03', value: 153.2 });
    expect(s.change).toBe(0.6);
    expect(s.changeRatio).toBeCloseTo(0.6 / 151.44, 10);
    expect(s.count).toBe(4);
  });

  it('keeps the earliest day when the low repeats, and has no ratio from zero', () => {
    const s = summarizeSeries(days('2026-01-01', [0, 5, 0]))!;
    expect(s.min.date).toBe('2026-01-01');
    expect(s.changeRatio).toBeNull();
  });

  it('returns null for no points', () => {
    expect(summarizeSeries([])).toBeNull();
  });
});

describe('availableRanges', () => {
  it('offers 30 days for a short history, and longer windows only when data reaches past the shorter one', () => {
    expect(availableRanges([])).toEqual([]);
    expect(availableRanges(days('2026-01-01', [1, 2]))).toEqual([30]);
    expect(availableRanges(days('2026-01-01', Array(30).fill(1)))).toEqual([30]);
    expect(availableRanges(days('2026-01-01', Array(31).fill(1)))).toEqual([30, 90]);
    expect(
      availableRanges([
        { date: '2025-01-01', value: 1 },
        { date: '2026-01-01', value: 2 },
      ]),
    ).toEqual([30, 90, 365]);
  });
});

describe('pickRange', () => {
  it('takes an offered window from the query and ignores anything else', () => {
    expect(pickRange('90', [30, 90])).toBe(90);
    expect(pickRange(['365', '30'], [30, 90, 365])).toBe(365);
    expect(pickRange('365', [30, 90])).toBe(30);
    expect(pickRange('abc', [30, 90])).toBe(30);
    expect(pickRange(undefined, [30])).toBe(30);
  });
});

describe('sliceToRange', () => {
  it('keeps the last N days ending at the newest point, not at today', () => {
    const points = days('2026-01-01', Array(40).fill(1));
    const sliced = sliceToRange(points, 30);
    expect(sliced).toHaveLength(30);
    expect(sliced[0]!.date).toBe('2026-01-11');
    expect(sliced.at(-1)!.date).toBe('2026-02-09');
  });
});
