/**
 * Geometry of a price-history chart, computed on the server with d3-scale and d3-shape and
 * returned as plain SVG path strings and tick positions; no chart code reaches the browser.
 *
 * Usage:
 *   const g = chartGeometry([{ key: 'buy', points }], { width: 640, height: 260 });
 *   <svg viewBox={`0 0 ${g.width} ${g.height}`}><path d={g.lines[0].path} /></svg>
 *
 * The x axis is time (UTC midnights of the Nepal civil dates), the y axis a "nice" linear scale
 * padded around the data so a flat series still has room. One point draws as a dot, not a line.
 */
import { scaleLinear, scaleUtc } from 'd3-scale';
import { area, line } from 'd3-shape';
import type { SeriesPoint } from '@/lib/market/series-summary';
import { DAY_MS, isoDay, utcOfIsoDay } from '@/lib/time/civil-date';

export interface ChartLineInput {
  key: string;
  points: readonly SeriesPoint[];
}

export interface ChartBox {
  width: number;
  height: number;
  margin?: { top: number; right: number; bottom: number; left: number };
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  lines: {
    key: string;
    path: string;
    area: string;
    last: { x: number; y: number } | null;
    single: boolean;
  }[];
  yTicks: { value: number; y: number }[];
  xTicks: { date: string; x: number }[];
}

const DEFAULT_MARGIN = { top: 12, right: 16, bottom: 28, left: 64 };
const toTime = utcOfIsoDay;

/** Scales, paths and ticks for up to a few lines sharing one pair of axes. */
export function chartGeometry(
  inputs: readonly ChartLineInput[],
  box: ChartBox,
  tickCount = { x: 4, y: 4 },
): ChartGeometry {
  const margin = box.margin ?? DEFAULT_MARGIN;
  const plot = {
    left: margin.left,
    top: margin.top,
    right: box.width - margin.right,
    bottom: box.height - margin.bottom,
  };
  const all = inputs.flatMap((l) => l.points);
  const times = all.map((p) => toTime(p.date));
  const values = all.map((p) => p.value);

  let t0 = times.length ? Math.min(...times) : 0;
  let t1 = times.length ? Math.max(...times) : DAY_MS;
  if (t0 === t1) {
    t0 -= DAY_MS;
    t1 += DAY_MS;
  }
  let v0 = values.length ? Math.min(...values) : 0;
  let v1 = values.length ? Math.max(...values) : 1;
  // Pad a flat or near-flat series so its line sits mid-plot rather than on an edge.
  const pad = v1 - v0 > 0 ? (v1 - v0) * 0.08 : Math.max(Math.abs(v0) * 0.01, 1);
  v0 -= pad;
  v1 += pad;

  const x = scaleUtc().domain([t0, t1]).range([plot.left, plot.right]);
  const y = scaleLinear().domain([v0, v1]).range([plot.bottom, plot.top]).nice(tickCount.y);

  const lineGen = line<SeriesPoint>()
    .x((p) => x(toTime(p.date)))
    .y((p) => y(p.value));
  const areaGen = area<SeriesPoint>()
    .x((p) => x(toTime(p.date)))
    .y0(plot.bottom)
    .y1((p) => y(p.value));

  const round = (n: number) => Math.round(n * 100) / 100;
  const lines = inputs.map((l) => {
    const lastPoint = l.points.at(-1);
    return {
      key: l.key,
      path: l.points.length > 1 ? (lineGen(l.points as SeriesPoint[]) ?? '') : '',
      area: l.points.length > 1 ? (areaGen(l.points as SeriesPoint[]) ?? '') : '',
      last: lastPoint
        ? { x: round(x(toTime(lastPoint.date))), y: round(y(lastPoint.value)) }
        : null,
      single: l.points.length === 1,
    };
  });

  const yTicks = y.ticks(tickCount.y).map((value) => ({ value, y: round(y(value)) }));
  // Day ticks only: a window of a few days must not get hour ticks.
  const xTicks = x
    .ticks(tickCount.x)
    .filter((d) => d.getTime() % DAY_MS === 0)
    .map((d) => ({ date: isoDay(d.getTime()), x: round(x(d)) }));

  return { width: box.width, height: box.height, plot, lines, yTicks, xTicks };
}
