import type { z } from 'zod';
import { apiError, apiJson, apiText, storeUnavailable } from '@/lib/api/http';
import { CSV_CONTENT_TYPE, csvFilename, toCsv } from './csv';
import { resolveRange } from './date-range';
import type { EndpointDefinition, ResponseBody } from './endpoints';
import { parseQuery } from './query';
import { todayIsoInNepal } from '@/lib/time';

type Cell = string | number | null;

/** A history endpoint: a range query, the 400/404/503 errors, a JSON body and CSV. */
type HistoryEndpoint = EndpointDefinition & {
  query: z.ZodType<{ format: 'json' | 'csv'; from?: string; to?: string }>;
  response: z.ZodType;
  errors: readonly (400 | 404 | 503)[];
};

/** What one history endpoint found: the JSON body, and the same points as CSV rows. */
export interface HistoryResult<E extends HistoryEndpoint> {
  json: ResponseBody<E>;
  csv: { header: readonly string[]; rows: Cell[][]; filename: readonly string[] };
}

interface HistoryRouteOptions<E extends HistoryEndpoint> {
  endpoint: E;
  /** `{ missing }` for an unknown series (the 404's message), else the answer. */
  load: (
    query: z.infer<E['query']>,
    range: { from: string; to: string },
  ) => Promise<HistoryResult<E> | { missing: string }>;
}

/** The shared flow of the `…/history` endpoints: 400, 404, 503, or JSON / CSV. */
export function historyRoute<E extends HistoryEndpoint>({
  endpoint,
  load,
}: HistoryRouteOptions<E>) {
  return async function GET(request: Request): Promise<Response> {
    const query = parseQuery(endpoint.query as z.ZodType<z.infer<E['query']>>, request.url);
    if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
    const range = resolveRange(query.data, todayIsoInNepal());
    if (!range.ok) return apiError(endpoint, 400, 'invalid_range', range.message);
    try {
      const result = await load(query.data, range.data);
      if ('missing' in result) return apiError(endpoint, 404, 'not_found', result.missing);
      if (query.data.format === 'csv') {
        const filename = csvFilename(...result.csv.filename, range.data.from, range.data.to);
        return apiText(
          endpoint,
          toCsv(result.csv.header, result.csv.rows),
          CSV_CONTENT_TYPE,
          filename,
        );
      }
      return apiJson(endpoint, result.json);
    } catch (error) {
      return storeUnavailable(endpoint, error);
    }
  };
}
