import 'server-only';
import { daysBetween } from '@/lib/time/civil-date';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { SourceError } from '../errors';
import { gapBand, percent } from '../moves';
import type { VegetableDay, VegetableRow } from '../types';
import { unitKey } from './units';

// data-sources.md §2: ~100–110 commodities a day, prices up to ~1000 NPR/kg; 5000 is a hard cap.
export const VEGETABLE_LIMITS = {
  minRows: 50,
  maxRows: 200,
  maxPrice: 5000,
  /** A row "jumps" when its avg moves more than this against the previous market day… */
  jump: 0.6,
  /** …and a day is rejected when more than this share of comparable rows jump. */
  maxJumpShare: 0.2,
  // Up to this gap the 60 % jump applies; after it the jump widens with the gap (see gapBand).
  shortGapDays: 7,
} as const;

export interface VegetableCheckContext {
  now: Date;
  /** Newest stored market date; an upstream date before it means the feed went backwards. */
  latestStored: string | null;
  /** The stored market day before this one, for the jump rule. */
  previous: VegetableDay | null;
}

const EPSILON = 0.005;

const key = (row: VegetableRow) => `${row.nameNe}|${unitKey(row.unit, row.unitLabel)}`;

/** Collapses identical repeats of a commodity; a repeat with other prices fails the day. */
function dedupe(day: VegetableDay): VegetableRow[] {
  const seen = new Map<string, VegetableRow>();
  for (const row of day.rows) {
    const first = seen.get(key(row));
    if (!first) seen.set(key(row), row);
    else if (first.min !== row.min || first.max !== row.max || first.avg !== row.avg) {
      throw new SourceError(
        'invalid',
        `Kalimati ${day.date}: "${row.nameNe}" (${row.unitLabel}) is listed twice with different prices (${first.min}/${first.max}/${first.avg} and ${row.min}/${row.max}/${row.avg})`,
      );
    }
  }
  return [...seen.values()];
}

/** Checks a Kalimati day against the ranges above; throws SourceError, returns warnings. */
export function validateVegetableDay(
  day: VegetableDay,
  ctx: VegetableCheckContext,
): { day: VegetableDay; warnings: string[] } {
  const fail = (why: string) => {
    throw new SourceError('invalid', `Kalimati ${day.date}: ${why}`);
  };
  const warnings: string[] = [];
  const today = nepalIsoDay(ctx.now);
  if (day.date > today) fail(`market date is after Nepal today (${today})`);
  if (ctx.latestStored && day.date < ctx.latestStored)
    fail(`market date is older than the stored ${ctx.latestStored}`);
  const rows = dedupe(day);
  const { minRows, maxRows, maxPrice } = VEGETABLE_LIMITS;
  if (rows.length < minRows || rows.length > maxRows)
    fail(`${rows.length} rows, expected ${minRows}–${maxRows}`);
  for (const r of rows) {
    const label = `"${r.nameNe}"`;
    if (!(r.min > 0)) fail(`${label} min ${r.min} is not positive`);
    if (r.min > r.max + EPSILON) fail(`${label} min ${r.min} is above max ${r.max}`);
    if (r.avg < r.min - EPSILON || r.avg > r.max + EPSILON)
      fail(`${label} avg ${r.avg} is outside min ${r.min}…max ${r.max}`);
    if (r.max > maxPrice) fail(`${label} max ${r.max} is above ${maxPrice}`);
  }
  const others = [...new Set(rows.filter((r) => r.unit === 'other').map((r) => r.unitLabel))];
  if (others.length) warnings.push(`units mapped to "other": ${others.join(', ')}`);

  const previous = ctx.previous;
  if (previous && previous.date < day.date) {
    const jump = gapBand(
      VEGETABLE_LIMITS.jump,
      daysBetween(previous.date, day.date),
      VEGETABLE_LIMITS.shortGapDays,
    );
    // Only the same commodity in the same unit compares: a switch from kg to dozen is no move.
    const before = new Map(previous.rows.map((r) => [key(r), r.avg]));
    const comparable = rows.filter((r) => before.has(key(r)));
    const jumps = comparable.filter(
      (r) => Math.abs(r.avg / (before.get(key(r)) ?? r.avg) - 1) > jump,
    );
    if (comparable.length > 0 && jumps.length / comparable.length > VEGETABLE_LIMITS.maxJumpShare) {
      fail(
        `${jumps.length} of ${comparable.length} commodities moved over ${percent(jump)} since ${previous.date}`,
      );
    }
  }
  return { day: { date: day.date, rows }, warnings };
}
