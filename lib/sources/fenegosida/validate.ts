import 'server-only';
import { daysBetween } from '@/lib/time/civil-date';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { SourceError } from '../errors';
import { gapBand, percent } from '../moves';
import type { MetalDay, MetalPrice } from '../types';

// Ranges from data-sources.md §3. Big day-over-day moves are flagged, not dropped (2025–26 was
// volatile); only 2.5× beyond is rejected, and after a 10-day gap the bands widen.
export const METAL_LIMITS = {
  tolaPerTenGram: 1.16638,
  ratioTolerance: 0.005,
  perTola: { gold: { min: 100_000, max: 1_000_000 }, silver: { min: 1_000, max: 20_000 } },
  reviewMove: { gold: 0.08, silver: 0.15 },
  rejectMove: { gold: 0.2, silver: 0.375 },
  shortGapDays: 10,
} as const;

export interface MetalCheckContext {
  now: Date;
  previous: MetalDay | null;
  /** Newest stored date: an older `today` is a stale answer and must not overwrite it. */
  latestStored?: string | null;
}

const perTola = (p: MetalPrice) =>
  p.unit === 'tola' ? p.price : p.price * METAL_LIMITS.tolaPerTenGram;
const series = (p: MetalPrice) => `${p.metal} ${p.grade} per ${p.unit}`;

/** Checks a FENEGOSIDA day against the ranges above; throws SourceError, returns warnings. */
export function validateMetalDay(day: MetalDay, ctx: MetalCheckContext): string[] {
  const fail = (why: string) => {
    throw new SourceError('invalid', `FENEGOSIDA ${day.date}: ${why}`);
  };
  const warnings: string[] = [];
  const today = nepalIsoDay(ctx.now);
  if (day.date > today) fail(`date is after Nepal today (${today})`);
  if (ctx.latestStored && day.date < ctx.latestStored)
    fail(`date is older than the stored ${ctx.latestStored}`);
  const find = (metal: string, grade: string, unit: string) =>
    day.prices.find((p) => p.metal === metal && p.grade === grade && p.unit === unit);
  if (!find('gold', 'fine', 'tola')) fail('fine gold per tola is missing');
  if (!find('silver', 'standard', 'tola')) fail('silver per tola is missing');
  // Zeros first, then tola/10 g pairs (a unit slip shows as a pair that disagrees), then ranges.
  for (const p of day.prices) if (!(p.price > 0)) fail(`${series(p)} is ${p.price}`);
  for (const p of day.prices) {
    const tenGram = p.unit === 'tola' ? find(p.metal, p.grade, '10g') : undefined;
    if (!tenGram) continue;
    const ratio = p.price / tenGram.price;
    if (Math.abs(ratio / METAL_LIMITS.tolaPerTenGram - 1) > METAL_LIMITS.ratioTolerance) {
      fail(
        `${p.metal} ${p.grade} tola/10 g ratio ${ratio.toFixed(4)} (${p.price}/${tenGram.price}) is not ≈${METAL_LIMITS.tolaPerTenGram.toFixed(4)}`,
      );
    }
  }
  for (const p of day.prices) {
    const { min, max } = METAL_LIMITS.perTola[p.metal];
    const value = perTola(p);
    if (value < min || value > max)
      fail(`${series(p)} ${p.price} is outside ${min}–${max} per tola`);
  }
  const previous = ctx.previous;
  if (previous && previous.date < day.date) {
    const gap = daysBetween(previous.date, day.date);
    for (const p of day.prices) {
      const old = previous.prices.find(
        (q) => q.metal === p.metal && q.grade === p.grade && q.unit === p.unit,
      );
      if (!old) continue;
      const move = Math.abs(p.price / old.price - 1);
      const reject = gapBand(METAL_LIMITS.rejectMove[p.metal], gap, METAL_LIMITS.shortGapDays);
      const review = gapBand(METAL_LIMITS.reviewMove[p.metal], gap, METAL_LIMITS.shortGapDays);
      if (move > reject)
        fail(
          `${series(p)} moved ${(move * 100).toFixed(1)} % since ${previous.date} (limit ${percent(reject)})`,
        );
      if (move > review)
        warnings.push(
          `review: ${series(p)} moved ${(move * 100).toFixed(1)} % since ${previous.date}`,
        );
    }
  }
  return warnings;
}
