import type { z } from 'zod';
import { apiError, apiJson, apiText } from '@/lib/api/http';
import { CSV_CONTENT_TYPE, csvFilename, parseMarketQuery, resolveRange, toCsv } from '@/lib/api/schemas/market';
import { isoDate, todayInNepal } from '@/lib/time';

type Cell = string | number | null;

/** What one history endpoint found: the JSON body, and the same points as CSV rows. */
export interface HistoryResult {
  json: Record<string, unknown>;
  csv: { header: readonly string[]; rows: Cell[][]; filename: readonly string[] };
}

interface HistoryRouteOptions<Q> {
  /** For the server log, e.g. '/api/v1/forex/history'. */
  path: string;
  schema: z.ZodType<Q>;
  /** `{ missing }` when the series does not exist: the message of the 404. */
  load: (query: Q, range: { from: string; to: string }) => Promise<HistoryResult | { missing: string }>;
}

const S_MAX_AGE = 900;

/**
 * The shared flow of the `…/history` endpoints: validate the query (400), complete and bound the
 * date range (400), read the store (404 for an unknown series, 503 when the store fails) and
 * answer JSON or, with `format=csv`, a spreadsheet download.
 */
export function historyRoute<Q extends { format: 'json' | 'csv'; from?: string; to?: string }>({
  path,
  schema,
  load,
}: HistoryRouteOptions<Q>) {
  return async function GET(request: Request): Promise<Response> {
    const query = parseMarketQuery(schema, request.url);
    if (!query.ok) return apiError(400, 'invalid_query', query.message);
    const range = resolveRange(query.data, isoDate(todayInNepal()));
    if (!range.ok) return apiError(400, 'invalid_range', range.message);
    try {
      const result = await load(query.data, range.data);
      if ('missing' in result) return apiError(404, 'not_found', result.missing);
      if (query.data.format === 'csv') {
        return apiText(toCsv(result.csv.header, result.csv.rows), CSV_CONTENT_TYPE, {
          sMaxAge: S_MAX_AGE,
          filename: csvFilename(...result.csv.filename, range.data.from, range.data.to),
        });
      }
      return apiJson({ ...result.json, from: range.data.from, to: range.data.to }, { sMaxAge: S_MAX_AGE });
    } catch (error) {
      console.error(`GET ${path} failed:`, error);
      return apiError(503, 'store_unavailable', 'The price store could not be read; please try again shortly');
    }
  };
}
