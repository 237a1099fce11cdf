import 'server-only';
import { daysBetween } from '@/lib/time/civil-date';
import { nepalIsoDay, parseNepalTimestamp } from '@/lib/time/nepal-time';
import { SourceError } from '../errors';
import { gapBand, percent } from '../moves';
import type { ForexDay } from '../types';
import { bandFor } from './bands';

/* Sanity ranges from data-sources.md §1 ("Validate"). */
export const FOREX_LIMITS = {
  minCurrencies: 18,
  maxCurrencies: 30,
  usdSpread: { min: 0.3, max: 1.5 },
  // Every sample has sell − buy near 0.4 % of buy (0.09 % for INR); beyond 2 % a column is garbled.
  maxSpreadShare: 0.02,
  inrPeg: { buy: 160, sell: 160.15 },
  // Outside ±6 % of the peg the INR row is garbage, not a policy change we could silently accept.
  inrSanity: { min: 150, max: 170 },
  maxDailyMove: 0.05,
  // Up to this gap the 5 % band applies; after it the band widens with the gap (see gapBand).
  shortGapDays: 7,
  // Clock skew allowed between NRB's `published_on` and our clock.
  futureSkewMs: 10 * 60_000,
} as const;

export interface ForexCheckContext {
  now: Date;
  /** Dates outside [from, to] were not asked for and mean the endpoint ignored the query. */
  from?: string;
  to?: string;
  /** The newest stored day before the first day checked, for the day-over-day rule. */
  previous: ForexDay | null;
}

const mid = (r: { buy: number; sell: number; unit: number }) => (r.buy + r.sell) / 2 / r.unit;

function checkDay(day: ForexDay, ctx: ForexCheckContext, warnings: string[]): void {
  const fail = (why: string) => {
    throw new SourceError('invalid', `NRB ${day.date}: ${why}`);
  };
  if (ctx.from && day.date < ctx.from)
    fail(`date is before the requested range ${ctx.from}…${ctx.to ?? ''}`);
  if (ctx.to && day.date > ctx.to)
    fail(`date is after the requested range ${ctx.from ?? ''}…${ctx.to}`);
  if (day.date > nepalIsoDay(ctx.now))
    fail(`date is in the future (Nepal today is ${nepalIsoDay(ctx.now)})`);
  const { minCurrencies, maxCurrencies } = FOREX_LIMITS;
  if (day.rates.length < minCurrencies || day.rates.length > maxCurrencies) {
    fail(`${day.rates.length} currencies, expected ${minCurrencies}–${maxCurrencies}`);
  }
  const seen = new Set<string>();
  for (const rate of day.rates) {
    if (seen.has(rate.iso3)) fail(`${rate.iso3} is listed twice`);
    seen.add(rate.iso3);
    if (!(rate.buy > 0)) fail(`${rate.iso3} buy ${rate.buy} is not positive`);
    if (rate.sell < rate.buy) fail(`${rate.iso3} sell ${rate.sell} is below buy ${rate.buy}`);
    const per = rate.unit === 1 ? '' : ` per ${rate.unit}`;
    const band = bandFor(rate.iso3, rate.unit);
    if (band && (rate.buy < band.min || rate.sell > band.max)) {
      fail(
        `${rate.iso3} buy ${rate.buy}${per} is outside ${+band.min.toFixed(4)}–${+band.max.toFixed(4)}`,
      );
    }
    if (rate.sell - rate.buy > rate.buy * FOREX_LIMITS.maxSpreadShare + 1e-9) {
      fail(
        `${rate.iso3} spread ${(rate.sell - rate.buy).toFixed(2)}${per} is over ${percent(FOREX_LIMITS.maxSpreadShare)} of buy ${rate.buy}`,
      );
    }
  }
  const usd = day.rates.find((r) => r.iso3 === 'USD');
  if (!usd) fail('USD is missing');
  else {
    const spread = (usd.sell - usd.buy) / usd.unit;
    const { usdSpread } = FOREX_LIMITS;
    if (spread < usdSpread.min - 1e-9 || spread > usdSpread.max + 1e-9) {
      fail(`USD spread ${spread.toFixed(2)} is outside ${usdSpread.min}–${usdSpread.max}`);
    }
  }
  const inr = day.rates.find((r) => r.iso3 === 'INR');
  if (!inr) warnings.push(`NRB ${day.date}: INR is missing`);
  else {
    const per100 = { buy: (inr.buy / inr.unit) * 100, sell: (inr.sell / inr.unit) * 100 };
    const { inrPeg, inrSanity } = FOREX_LIMITS;
    if (per100.buy < inrSanity.min || per100.sell > inrSanity.max) {
      fail(
        `INR ${per100.buy}/${per100.sell} per 100 is far off the ${inrPeg.buy}/${inrPeg.sell} peg`,
      );
    }
    if (Math.abs(per100.buy - inrPeg.buy) > 1e-9 || Math.abs(per100.sell - inrPeg.sell) > 1e-9) {
      warnings.push(
        `NRB ${day.date}: INR ${per100.buy}/${per100.sell} per 100 differs from the ${inrPeg.buy}/${inrPeg.sell} peg`,
      );
    }
  }
  if (day.publishedOn) {
    const published = parseNepalTimestamp(day.publishedOn);
    if (!published) warnings.push(`NRB ${day.date}: unreadable published_on "${day.publishedOn}"`);
    else if (published.getTime() > ctx.now.getTime() + FOREX_LIMITS.futureSkewMs)
      fail(`published_on ${day.publishedOn} is in the future`);
  }
}

function checkMoves(day: ForexDay, previous: ForexDay): void {
  const gap = daysBetween(previous.date, day.date);
  const limit = gapBand(FOREX_LIMITS.maxDailyMove, gap, FOREX_LIMITS.shortGapDays);
  const before = new Map(previous.rates.map((r) => [r.iso3, r]));
  for (const rate of day.rates) {
    const old = before.get(rate.iso3);
    if (!old) continue;
    // mid() is per single unit, so a currency NRB starts quoting per 10 still compares.
    const move = Math.abs(mid(rate) / mid(old) - 1);
    if (move > limit) {
      throw new SourceError(
        'invalid',
        `NRB ${day.date}: ${rate.iso3} moved ${(move * 100).toFixed(1)} % since ${previous.date} (limit ${percent(limit)})`,
      );
    }
  }
}

/** Collapses repeated identical days (pages overlap); different rates for a day are refused. */
export function collapseDuplicateDays(days: readonly ForexDay[]): ForexDay[] {
  const byDate = new Map<string, ForexDay>();
  const quote = (day: ForexDay) =>
    new Map(day.rates.map((r) => [r.iso3, `${r.buy}/${r.sell} per ${r.unit}`]));
  for (const day of days) {
    const seen = byDate.get(day.date);
    if (!seen) {
      byDate.set(day.date, day);
      continue;
    }
    const [a, b] = [quote(seen), quote(day)];
    const codes = [...new Set([...a.keys(), ...b.keys()])];
    const differing = codes.find((code) => a.get(code) !== b.get(code));
    if (differing) {
      throw new SourceError(
        'invalid',
        `NRB ${day.date}: listed twice with different rates (${differing} ${a.get(differing) ?? 'missing'} vs ${b.get(differing) ?? 'missing'})`,
      );
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Checks NRB days against the ranges above; throws SourceError, returns warnings. */
export function validateForexDays(days: readonly ForexDay[], ctx: ForexCheckContext): string[] {
  if (days.length === 0)
    throw new SourceError('empty', 'NRB returned no rates for the requested dates');
  const warnings: string[] = [];
  let previous = ctx.previous;
  for (const day of collapseDuplicateDays(days)) {
    checkDay(day, ctx, warnings);
    if (previous && previous.date < day.date) checkMoves(day, previous);
    previous = day;
  }
  return warnings;
}
