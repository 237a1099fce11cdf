import 'server-only';
import { addDays } from '@/lib/time/civil-date';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { isFallbackWorthy, SourceError } from '../errors';
import { parseJsonBody, type Fetcher } from '../http';
import type { ForexDay, SourceResult } from '../types';
import { parseAppRate, parseRatesPage } from './parse';
import { collapseDuplicateDays, validateForexDays } from './validate';

export { parseAppRate, parseRatesPage } from './parse';
export { RATE_BANDS } from './bands';
export { validateForexDays } from './validate';

export interface ForexFetchContext {
  fetcher: Fetcher;
  /** `NRB_API_BASE`, e.g. https://www.nrb.org.np/api/forex/v1 */
  base: string;
  now: Date;
  /** Range to ask for; defaults to yesterday…today in Nepal, which also picks up late revisions. */
  from?: string;
  to?: string;
  /** Loads the newest stored day before `date`, for the day-over-day check. */
  previousDay: (date: string) => Promise<ForexDay | null>;
}

// 100 days per page; a 16-year backfill is ~60 pages, so this only stops a runaway loop.
const MAX_PAGES = 100;

/** Every day `/rates` lists for `from…to`, across its pages (duplicates kept for the caller). */
export async function fetchRatesRange(
  fetcher: Fetcher,
  base: string,
  from: string,
  to: string,
  beforePage: () => Promise<void> = async () => undefined,
): Promise<ForexDay[]> {
  const days: ForexDay[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= MAX_PAGES; page += 1) {
    if (page > 1) await beforePage();
    const url = `${base}/rates?from=${from}&to=${to}&page=${page}&per_page=100`;
    const parsed = parseRatesPage(parseJsonBody(await fetcher.text(url)));
    days.push(...parsed.days);
    pages = parsed.pages;
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

async function fromRates(ctx: ForexFetchContext, from: string, to: string): Promise<ForexDay[]> {
  const days = await fetchRatesRange(ctx.fetcher, ctx.base, from, to);
  if (days.length === 0)
    throw new SourceError('empty', `NRB /rates has no payload for ${from}…${to}`);
  return days;
}

// /app-rate ignores dates: a day outside the requested window is left for validation to reject.
async function fromAppRate(ctx: ForexFetchContext): Promise<ForexDay[]> {
  const days = parseAppRate(
    parseJsonBody(await ctx.fetcher.text(`${ctx.base}/app-rate`), { lenient: true }),
  );
  if (days.length === 0) throw new SourceError('empty', 'NRB /app-rate is empty');
  return days;
}

/** NRB rates for `from…to` from `/rates`, else `/app-rate`, then validated. */
export async function fetchForex(ctx: ForexFetchContext): Promise<SourceResult<ForexDay[]>> {
  const to = ctx.to ?? nepalIsoDay(ctx.now);
  const from = ctx.from ?? addDays(to, -1);
  let days: ForexDay[];
  let via = 'rates';
  try {
    days = await fromRates(ctx, from, to);
  } catch (primary) {
    if (!isFallbackWorthy(primary)) throw primary;
    try {
      days = await fromAppRate(ctx);
      via = 'app-rate';
    } catch (fallback) {
      const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));
      const kind = fallback instanceof SourceError ? fallback.kind : 'fetch';
      throw new SourceError(kind, `${reason(primary)}; fallback: ${reason(fallback)}`);
    }
  }
  // Overlapping pages may repeat a date; identical repeats collapse, conflicting ones are refused.
  days = collapseDuplicateDays(days);
  const first = days[0];
  const previous = first ? await ctx.previousDay(first.date) : null;
  const warnings = validateForexDays(days, { now: ctx.now, from, to, previous });
  if (via !== 'rates') warnings.unshift('served by the /app-rate fallback');
  return { data: days, via, warnings };
}
