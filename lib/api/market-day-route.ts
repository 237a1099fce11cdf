import { apiError, apiJson } from '@/lib/api/http';
import { marketDayQuery, parseMarketQuery } from '@/lib/api/schemas/market';
import { isStale } from '@/lib/ingest/stale';
import { SOURCE_META } from '@/lib/sources/meta';
import type { SourceId } from '@/lib/sources/types';
import { now } from '@/lib/time';

interface MarketDayRouteOptions<Day> {
  source: SourceId;
  latest: () => Promise<string | null>;
  load: (date: string) => Promise<Day | null>;
  /** The 404 message: for a date, or (null) for an empty store. */
  missing: (date: string | null) => string;
  /** The day's own fields (rows, previous day, publication times) after date, source, fetchedAt and stale. */
  body: (day: Day) => Record<string, unknown>;
}

/**
 * The shared flow of the one-day market endpoints (`?date=`, default the newest stored day):
 * 400 on a bad date, 404 when the store has no such day, 503 when it cannot be read; the answer
 * names its publisher, when it was fetched, and whether the newest data is older than it should be.
 */
export function marketDayRoute<Day extends { date: string; fetchedAt: string }>({
  source,
  latest,
  load,
  missing,
  body,
}: MarketDayRouteOptions<Day>) {
  return async function GET(request: Request): Promise<Response> {
    const query = parseMarketQuery(marketDayQuery, request.url);
    if (!query.ok) return apiError(400, 'invalid_query', query.message);
    try {
      const newest = await latest();
      const date = query.data.date ?? newest;
      const day = date ? await load(date) : null;
      if (!day) return apiError(404, 'not_found', missing(date));
      return apiJson(
        {
          date: day.date,
          source: SOURCE_META[source],
          fetchedAt: day.fetchedAt,
          stale: isStale(source, newest, now()),
          ...body(day),
        },
        { sMaxAge: 300 },
      );
    } catch (error) {
      console.error(`GET /api/v1/${source} failed:`, error);
      return apiError(503, 'store_unavailable', 'The price store could not be read; please try again shortly');
    }
  };
}
