import { dayOverDayTrend, matchesTrend, moveSize, STABLE_BAND_PERCENT } from '@/lib/market/trend';

describe('dayOverDayTrend', () => {
  it('says no trend is available while only one market day is stored', () => {
    expect(dayOverDayTrend(50, null, false)).toEqual({ kind: 'none' });
  });

  it('marks an item missing from the previous market day as new, not as a move', () => {
    expect(dayOverDayTrend(50, null, true)).toEqual({ kind: 'new' });
  });

  it('reports a rise in rupees and per cent against the previous average', () => {
    expect(dayOverDayTrend(50, 47.25, true)).toEqual({
      kind: 'change',
      direction: 'rising',
      previous: 47.25,
      change: 2.75,
      percent: 5.82,
    });
  });

  it('reports a fall with negative change and per cent', () => {
    expect(dayOverDayTrend(27.5, 32.5, true)).toEqual({
      kind: 'change',
      direction: 'falling',
      previous: 32.5,
      change: -5,
      percent: -15.38,
    });
  });

  it('is stable for an unchanged average', () => {
    expect(dayOverDayTrend(64.2, 64.2, true)).toMatchObject({
      direction: 'stable',
      change: 0,
      percent: 0,
    });
  });

  it(`is stable within ±${STABLE_BAND_PERCENT} % and moving just outside it`, () => {
    expect(dayOverDayTrend(102, 100, true)).toMatchObject({ direction: 'stable', percent: 2 });
    expect(dayOverDayTrend(98, 100, true)).toMatchObject({ direction: 'stable', percent: -2 });
    expect(dayOverDayTrend(102.5, 100, true)).toMatchObject({ direction: 'rising', percent: 2.5 });
    expect(dayOverDayTrend(97.5, 100, true)).toMatchObject({ direction: 'falling', percent: -2.5 });
  });

  it('treats a non-positive previous average as no comparison rather than dividing by zero', () => {
    expect(dayOverDayTrend(10, 0, true)).toEqual({ kind: 'new' });
  });
});

describe('matchesTrend', () => {
  const rising = dayOverDayTrend(60, 50, true);
  it('lets every item through "all"', () => {
    expect(matchesTrend({ kind: 'none' }, 'all')).toBe(true);
    expect(matchesTrend(rising, 'all')).toBe(true);
  });
  it('keeps only items moving in the chosen direction', () => {
    expect(matchesTrend(rising, 'rising')).toBe(true);
    expect(matchesTrend(rising, 'falling')).toBe(false);
    expect(matchesTrend({ kind: 'new' }, 'stable')).toBe(false);
  });
});

describe('moveSize', () => {
  it('ranks by the absolute per cent move and puts items without a comparison last', () => {
    const sizes = [
      dayOverDayTrend(40, 50, true),
      dayOverDayTrend(55, 50, true),
      { kind: 'new' as const },
    ].map(moveSize);
    expect(sizes).toEqual([20, 10, -1]);
  });
});
