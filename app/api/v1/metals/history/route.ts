import { apiError, apiJson, apiOptions, apiText } from '@/lib/api/http';
import {
  CSV_CONTENT_TYPE,
  csvFilename,
  metalsHistoryQuery,
  parseMarketQuery,
  resolveRange,
  toCsv,
} from '@/lib/api/schemas/market';
import { getMetalHistory, hasMetalSeries } from '@/lib/db';
import { isoDate, todayInNepal } from '@/lib/time';

export const dynamic = 'force-dynamic';

// GET /api/v1/metals/history?metal=gold&grade=fine&unit=tola&from=&to=&format=json|csv – one price series (default: the last year)
export async function GET(request: Request) {
  const query = parseMarketQuery(metalsHistoryQuery, request.url);
  if (!query.ok) return apiError(400, 'invalid_query', query.message);
  const range = resolveRange(query.data, isoDate(todayInNepal()));
  if (!range.ok) return apiError(400, 'invalid_range', range.message);
  const { metal, grade, unit, format } = query.data;
  const { from, to } = range.data;
  try {
    const series = { metal, grade, unit };
    if (!(await hasMetalSeries(series))) {
      return apiError(404, 'not_found', `No FENEGOSIDA prices are stored for ${grade} ${metal} per ${unit}`);
    }
    const points = await getMetalHistory(series, { from, to });
    if (format === 'csv') {
      const rows = points.map((p) => [p.date, metal, grade, unit, p.price]);
      return apiText(toCsv(['date', 'metal', 'grade', 'unit', 'price'], rows), CSV_CONTENT_TYPE, {
        sMaxAge: 900,
        filename: csvFilename('metals', metal, grade, unit, from, to),
      });
    }
    return apiJson({ metal, grade, unit, from, to, points }, { sMaxAge: 900 });
  } catch (error) {
    console.error('GET /api/v1/metals/history failed:', error);
    return apiError(503, 'store_unavailable', 'The price store could not be read; please try again shortly');
  }
}

export const OPTIONS = apiOptions;
