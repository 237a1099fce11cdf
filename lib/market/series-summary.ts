/** Pure helpers over an ascending daily price series: chart windows and summary figures. */
import { addDays, daysBetween } from '@/lib/time/civil-date';

export interface SeriesPoint {
  date: string;
  value: number;
}

export interface SeriesSummary {
  first: SeriesPoint;
  last: SeriesPoint;
  min: SeriesPoint;
  max: SeriesPoint;
  /** last − first, in the series' unit. */
  change: number;
  /** change / first, or null when first is 0. */
  changeRatio: number | null;
  count: number;
}

/** The chart windows, in days. */
export const CHART_RANGES = [30, 90, 365] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_RANGE: ChartRange = 30;

/** The first date inside a window of `days` days ending on `last` (inclusive). */
export function rangeStart(last: string, days: number): string {
  return addDays(last, -(days - 1));
}

/** The windows worth offering: 30 days, and longer ones only where history reaches past. */
export function availableRanges(points: readonly SeriesPoint[]): ChartRange[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  const span = daysBetween(first.date, last.date) + 1;
  const ranges: ChartRange[] = [DEFAULT_RANGE];
  for (let i = 1; i < CHART_RANGES.length; i += 1)
    if (span > CHART_RANGES[i - 1]!) ranges.push(CHART_RANGES[i]!);
  return ranges;
}

/** `?range=` as a window on offer, else the default. Anything else (garbage too) is ignored. */
export function pickRange(raw: unknown, offered: readonly ChartRange[]): ChartRange {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return offered.find((r) => r === value) ?? DEFAULT_RANGE;
}

/** The points within the last `days` days of the series (ending at its newest point). */
export function sliceToRange<T extends { date: string }>(points: readonly T[], days: number): T[] {
  const last = points.at(-1);
  if (!last) return [];
  const start = rangeStart(last.date, days);
  return points.filter((p) => p.date >= start);
}

/** First, last, lowest, highest (earliest on ties) and the change; null for an empty series. */
export function summarizeSeries(points: readonly SeriesPoint[]): SeriesSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let min = first;
  let max = first;
  for (const p of points) {
    if (p.value < min.value) min = p;
    if (p.value > max.value) max = p;
  }
  // Rounded to paisa so 151.44 − 150.81 reads 0.63, not 0.6299999.
  const change = Math.round((last.value - first.value) * 100) / 100;
  return {
    first,
    last,
    min,
    max,
    change,
    changeRatio: first.value === 0 ? null : change / first.value,
    count: points.length,
  };
}
