import 'server-only';
import { addDays } from '@/lib/time/civil-date';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { SourceError } from '../errors';
import type { FuelProduct, FuelRevision } from '../types';

// Plausible ranges per product (data-sources.md §4a): 2022–2026 prices were 170–230 NPR per litre,
// LPG 1,800–2,100 NPR per cylinder, international ATF 1,600–1,700 USD per kilolitre.
export const FUEL_LIMITS: Record<FuelProduct, { min: number; max: number }> = {
  petrol: { min: 50, max: 600 },
  diesel: { min: 50, max: 600 },
  kerosene: { min: 50, max: 600 },
  lpg: { min: 500, max: 6_000 },
  'atf-domestic': { min: 50, max: 600 },
  'atf-international': { min: 300, max: 4_000 },
};

// NOC announces a revision during the day it takes effect (at 24:00), sometimes the day before.
const MAX_DAYS_AHEAD = 2;

export interface FuelCheckContext {
  now: Date;
  /** Newest stored effective date: a page whose newest revision is older is refused. */
  latestStored?: string | null;
}

const same = (a: FuelRevision, b: FuelRevision) =>
  a.prices.length === b.prices.length &&
  a.prices.every((p) => b.prices.some((q) => q.product === p.product && q.price === p.price));

/**
 * Checks one page of NOC revisions: newest first, none over two days ahead, newest not older than
 * the stored newest, every price in range.
 */
export function validateFuelPage(
  revisions: readonly FuelRevision[],
  ctx: FuelCheckContext,
): { revisions: FuelRevision[]; warnings: string[] } {
  const warnings: string[] = [];
  const kept: FuelRevision[] = [];
  for (const revision of revisions) {
    const previous = kept[kept.length - 1];
    if (previous && revision.date === previous.date) {
      if (!same(revision, previous))
        throw new SourceError('invalid', `NOC lists two different revisions for ${revision.date}`);
      warnings.push(`NOC lists the ${revision.date} revision twice; kept once`);
      continue;
    }
    if (previous && revision.date > previous.date)
      throw new SourceError(
        'invalid',
        `NOC revisions are out of order: ${revision.date} comes after ${previous.date}`,
      );
    kept.push(revision);
  }
  const newest = kept[0];
  if (!newest) return { revisions: kept, warnings };
  const latestAllowed = addDays(nepalIsoDay(ctx.now), MAX_DAYS_AHEAD);
  if (newest.date > latestAllowed)
    throw new SourceError(
      'invalid',
      `NOC ${newest.date}: effective date is after ${latestAllowed}, two days from Nepal today`,
    );
  if (ctx.latestStored && newest.date < ctx.latestStored)
    throw new SourceError(
      'invalid',
      `NOC's newest revision ${newest.date} is older than the stored ${ctx.latestStored}`,
    );
  for (const revision of kept)
    for (const p of revision.prices) {
      const { min, max } = FUEL_LIMITS[p.product];
      if (!(p.price >= min && p.price <= max))
        throw new SourceError(
          'invalid',
          `NOC ${revision.date}: ${p.product} ${p.price} ${p.currency} is outside ${min}–${max} per ${p.unit}`,
        );
    }
  return { revisions: kept, warnings };
}
