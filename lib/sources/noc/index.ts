import 'server-only';
import { SourceError } from '../errors';
import type { Fetcher } from '../http';
import type { FuelRevision, SourceResult } from '../types';
import { parseRetailPage } from './parse';
import { validateFuelPage } from './validate';

export { parseDateCell } from './date-cell';
export { columnOf } from './headings';
export { parseRetailPage } from './parse';
export { validateFuelPage } from './validate';

/** NOC lists ten revisions per page. */
export const NOC_PAGE_SIZE = 10;

/** The retail table's page at `offset` (0 is the newest revisions). */
export function retailPriceUrl(base: string, offset = 0): string {
  return offset === 0
    ? `${base}/retailprice`
    : `${base}/retailprice?offset=${offset}&max=${NOC_PAGE_SIZE}`;
}

export interface FuelFetchContext {
  fetcher: Fetcher;
  /** `NOC_BASE`, e.g. https://noc.org.np */
  base: string;
  now: Date;
  /** Newest stored effective date; a page whose newest revision is older is refused. */
  latestStored?: string | null;
}

export interface FuelPage extends SourceResult<FuelRevision[]> {
  lastOffset: number | null;
}

/**
 * Fetches one page of Nepal Oil Corporation's retail prices (`/retailprice`, older pages with
 * `?offset=N&max=10`), reads it by heading and checks it (validateFuelPage).
 */
export async function fetchFuelPage(ctx: FuelFetchContext, offset = 0): Promise<FuelPage> {
  const url = retailPriceUrl(ctx.base, offset);
  const page = parseRetailPage((await ctx.fetcher.text(url)).body);
  if (offset === 0 && page.revisions.length === 0)
    throw new SourceError(
      page.refused.length ? 'invalid' : 'empty',
      page.refused.length
        ? `NOC retail table has no readable revision (${page.refused[0]?.why ?? ''})`
        : 'NOC retail table has no revisions',
    );
  const checked = validateFuelPage(page.revisions, {
    now: ctx.now,
    latestStored: ctx.latestStored ?? null,
  });
  return {
    data: checked.revisions,
    via: offset === 0 ? 'retailprice' : `retailprice?offset=${offset}`,
    warnings: [
      ...page.refused.map((r) => `row refused: ${r.why}`),
      ...page.warnings,
      ...checked.warnings,
    ],
    lastOffset: page.lastOffset,
  };
}
