/** Day-over-day trend; within ±2 % is stable, since Kalimati averages move in whole rupees. */
export const STABLE_BAND_PERCENT = 2;

export type TrendDirection = 'rising' | 'falling' | 'stable';

export type Trend =
  | { kind: 'change'; direction: TrendDirection; previous: number; change: number; percent: number }
  /** The item was not traded on the previous market day (new today, or back after a gap). */
  | { kind: 'new' }
  /** Only one market day is stored: nothing to compare with yet. */
  | { kind: 'none' };

const round2 = (n: number) => Math.round(n * 100) / 100;

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

/** Whether `trend` passes the filter; items without a comparison pass `all` only. */
export function matchesTrend(trend: Trend, filter: TrendFilter): boolean {
  if (filter === 'all') return true;
  return trend.kind === 'change' && trend.direction === filter;
}

/** Size of the move for ranking "biggest movers": |per cent|, or -1 without a comparison. */
export function moveSize(trend: Trend): number {
  return trend.kind === 'change' ? Math.abs(trend.percent) : -1;
}
