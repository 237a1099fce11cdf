import 'server-only';
import { parseJsonBody, type Fetcher } from '../http';
import type { MetalDay, SourceResult } from '../types';
import { parseMonthHistory, parseToday } from './parse';
import { validateMetalDay } from './validate';

export { parseRateLabel, parseUnit } from './labels';
export { parseLegacyPage } from './legacy-html';
export { parseMonthHistory, parseToday } from './parse';
export { METAL_LIMITS, validateMetalDay } from './validate';

export interface MetalFetchContext {
  fetcher: Fetcher;
  /** `FENEGOSIDA_API_BASE`, e.g. https://api.fenegosida.org/api/website/v1 */
  base: string;
  now: Date;
  /** Newest stored date; `today` must not be older (a replayed answer). */
  latestStored?: string | null;
  /** Loads the stored day before `date`, for the day-over-day rule. */
  previousDay: (date: string) => Promise<MetalDay | null>;
}

/** FENEGOSIDA's prices from `Dashboard/today`; on Saturdays the date is still Friday's. */
export async function fetchMetals(ctx: MetalFetchContext): Promise<SourceResult<MetalDay[]>> {
  const { day, warnings } = parseToday(
    parseJsonBody(await ctx.fetcher.text(`${ctx.base}/Dashboard/today`)),
  );
  const previous = await ctx.previousDay(day.date);
  warnings.push(
    ...validateMetalDay(day, { now: ctx.now, previous, latestStored: ctx.latestStored ?? null }),
  );
  return { data: [day], via: 'today', warnings };
}

/** One month (`YYYY-MM`) of FENEGOSIDA history for backfills, each day validated. */
export async function fetchMetalsMonth(
  ctx: MetalFetchContext,
  month: string,
): Promise<SourceResult<MetalDay[]>> {
  const { days, warnings } = parseMonthHistory(
    parseJsonBody(await ctx.fetcher.text(`${ctx.base}/Dashboard/monthwisehistory?date=${month}`)),
  );
  let previous = days[0] ? await ctx.previousDay(days[0].date) : null;
  for (const day of days) {
    warnings.push(...validateMetalDay(day, { now: ctx.now, previous }));
    previous = day;
  }
  return { data: days, via: 'monthwisehistory', warnings };
}
