import type { z } from 'zod';
import { apiError, apiJson, storeUnavailable } from '@/lib/api/http';
import { parseQuery } from '@/lib/api/query';
import { marketDayQuery, type marketDayFields } from '@/lib/api/schemas/market';
import { isStale } from '@/lib/sources/cadence';
import { SOURCES } from '@/lib/sources/registry';
import type { SourceId } from '@/lib/sources/types';
import { now } from '@/lib/time';
import type { EndpointDefinition, ResponseBody } from './endpoints';

/** A one-day market endpoint: the shared day query, the 400/404/503 errors, a JSON body. */
type MarketDayEndpoint = EndpointDefinition & {
  response: z.ZodType;
  errors: readonly (400 | 404 | 503)[];
};

/** The fields every day answer starts with: its date, publisher, fetch time and freshness. */
export type MarketDayHead = {
  [K in keyof typeof marketDayFields]: z.infer<(typeof marketDayFields)[K]>;
};

interface MarketDayRouteOptions<E extends MarketDayEndpoint, Day> {
  endpoint: E;
  source: SourceId;
  latest: () => Promise<string | null>;
  load: (date: string) => Promise<Day | null>;
  /** The 404 message: for a date, or (null) for an empty store. */
  missing: (date: string | null) => string;
  /** The body: the shared head plus the day's fields (rows, previous day, publication times). */
  body: (day: Day, head: MarketDayHead) => ResponseBody<E>;
}

/** The shared flow of the one-day market endpoints (`?date=`, default the newest stored day). */
export function marketDayRoute<
  E extends MarketDayEndpoint,
  Day extends { date: string; fetchedAt: string },
>({ endpoint, source, latest, load, missing, body }: MarketDayRouteOptions<E, Day>) {
  return async function GET(request: Request): Promise<Response> {
    const query = parseQuery(marketDayQuery, request.url);
    if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
    try {
      const newest = await latest();
      const date = query.data.date ?? newest;
      const day = date ? await load(date) : null;
      if (!day) return apiError(endpoint, 404, 'not_found', missing(date));
      const head = {
        date: day.date,
        source: SOURCES[source].publisher,
        fetchedAt: day.fetchedAt,
        stale: isStale(source, newest, now()),
      };
      return apiJson(endpoint, body(day, head));
    } catch (error) {
      return storeUnavailable(endpoint, error);
    }
  };
}
