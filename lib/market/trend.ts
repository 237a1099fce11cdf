/**
 * Day-over-day trend of a market item: its average price today against its average on the
 * previous stored market day. Pure: no I/O, no clock.
 *
 * The stable band is ±2 % of the previous average. Kalimati's wholesale averages move in whole
 * rupees on prices of roughly 20–1,000 NPR, so a 1-rupee tick on a 50-rupee item is already 2 %:
 * anything inside the band is a rounding-level wobble that a shopper would not call a move,
 * while a 5-rupee change on a 50-rupee item (10 %) is clearly rising or falling.
 */
export const STABLE_BAND_PERCENT = 2;

export type TrendDirection = 'rising' | 'falling' | 'stable';

export type Trend =
  | { kind: 'change'; direction: TrendDirection; previous: number; change: number; percent: number }
  /** The item was not traded on the previous market day (new today, or back after a gap). */
  | { kind: 'new' }
  /** Only one market day is stored: nothing to compare with yet. */
  | { kind: 'none' };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The trend of one item. `previousAvg` is its average on the previous stored market day (null
 * when it had none); `hasPreviousDay` says whether any earlier market day is stored at all.
 * Change is in rupees and per cent, rounded to 2 decimals.
 */
export function dayOverDayTrend(
  avg: number,
  previousAvg: number | null,
  hasPreviousDay: boolean,
): Trend {
  if (!hasPreviousDay) return { kind: 'none' };
  if (previousAvg === null || !(previousAvg > 0)) return { kind: 'new' };
  const change = round2(avg - previousAvg);
  const percent = round2(((avg - previousAvg) / previousAvg) * 100);
  const direction: TrendDirection =
    Math.abs(percent) <= STABLE_BAND_PERCENT ? 'stable' : percent > 0 ? 'rising' : 'falling';
  return { kind: 'change', direction, previous: previousAvg, change, percent };
}

/** The trend filter's values; `all` shows everything, `new` items have no previous price. */
export const TREND_FILTERS = ['all', 'rising', 'falling', 'stable'] as const;
export type TrendFilter = (typeof TREND_FILTERS)[number];

/** True when an item with `trend` passes the filter (items without a comparison only pass `all`). */
export function matchesTrend(trend: Trend, filter: TrendFilter): boolean {
  if (filter === 'all') return true;
  return trend.kind === 'change' && trend.direction === filter;
}

/** Size of the move for ranking "biggest movers": |per cent|, or -1 without a comparison. */
export function moveSize(trend: Trend): number {
  return trend.kind === 'change' ? Math.abs(trend.percent) : -1;
}
