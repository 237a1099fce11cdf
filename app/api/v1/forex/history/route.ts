import { apiError, apiJson, apiOptions, apiText } from '@/lib/api/http';
import {
  CSV_CONTENT_TYPE,
  csvFilename,
  forexHistoryQuery,
  parseMarketQuery,
  resolveRange,
  toCsv,
} from '@/lib/api/schemas/market';
import { getForexHistory } from '@/lib/db';
import { isoDate, todayInNepal } from '@/lib/time';

export const dynamic = 'force-dynamic';

// GET /api/v1/forex/history?currency=USD&from=&to=&format=json|csv – one currency's daily NRB rates (default: the last year)
export async function GET(request: Request) {
  const query = parseMarketQuery(forexHistoryQuery, request.url);
  if (!query.ok) return apiError(400, 'invalid_query', query.message);
  const range = resolveRange(query.data, isoDate(todayInNepal()));
  if (!range.ok) return apiError(400, 'invalid_range', range.message);
  const { currency, format } = query.data;
  const { from, to } = range.data;
  try {
    const history = await getForexHistory(currency, { from, to });
    if (!history) return apiError(404, 'not_found', `No NRB rates are stored for currency ${currency}`);
    if (format === 'csv') {
      const rows = history.points.map((p) => [p.date, currency, history.unit, p.buy, p.sell]);
      return apiText(toCsv(['date', 'currency', 'unit', 'buy', 'sell'], rows), CSV_CONTENT_TYPE, {
        sMaxAge: 900,
        filename: csvFilename('forex', currency, from, to),
      });
    }
    return apiJson({ currency, name: history.name, unit: history.unit, from, to, points: history.points }, { sMaxAge: 900 });
  } catch (error) {
    console.error('GET /api/v1/forex/history failed:', error);
    return apiError(503, 'store_unavailable', 'The rate store could not be read; please try again shortly');
  }
}

export const OPTIONS = apiOptions;
