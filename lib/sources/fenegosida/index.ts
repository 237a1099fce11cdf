import 'server-only';
import { parseJsonBody, type Fetcher } from '../http';
import type { MetalDay, SourceResult } from '../types';
import { parseToday } from './parse';
import { validateMetalDay } from './validate';

export { parseRateLabel } from './labels';
export { parseLegacyPage } from './legacy-html';
export { parseMonthHistory, parseToday } from './parse';
export { validateMetalDay } from './validate';

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
