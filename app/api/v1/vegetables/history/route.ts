import { apiError, apiJson, apiOptions, apiText } from '@/lib/api/http';
import {
  CSV_CONTENT_TYPE,
  csvFilename,
  parseMarketQuery,
  resolveRange,
  toCsv,
  vegetablesHistoryQuery,
} from '@/lib/api/schemas/market';
import { findCommodity, getVegetableHistory } from '@/lib/db';
import { isoDate, todayInNepal } from '@/lib/time';

export const dynamic = 'force-dynamic';

// GET /api/v1/vegetables/history?commodity=Potato Red&from=&to=&format=json|csv – one commodity's daily Kalimati prices
export async function GET(request: Request) {
  const query = parseMarketQuery(vegetablesHistoryQuery, request.url);
  if (!query.ok) return apiError(400, 'invalid_query', query.message);
  const range = resolveRange(query.data, isoDate(todayInNepal()));
  if (!range.ok) return apiError(400, 'invalid_range', range.message);
  const { from, to } = range.data;
  try {
    const commodity = await findCommodity(query.data.commodity);
    if (!commodity) return apiError(404, 'not_found', `No Kalimati commodity is named "${query.data.commodity}"`);
    const points = await getVegetableHistory(commodity.id, { from, to });
    const name = commodity.nameEn ?? commodity.nameNe;
    if (query.data.format === 'csv') {
      const rows = points.map((p) => [p.date, name, commodity.nameNe, commodity.unit, p.min, p.max, p.avg]);
      return apiText(toCsv(['date', 'name', 'name_ne', 'unit', 'min', 'max', 'avg'], rows), CSV_CONTENT_TYPE, {
        sMaxAge: 900,
        filename: csvFilename('vegetables', commodity.nameEn ?? `commodity-${commodity.id}`, from, to),
      });
    }
    return apiJson({ name, nameNe: commodity.nameNe, unit: commodity.unit, from, to, points }, { sMaxAge: 900 });
  } catch (error) {
    console.error('GET /api/v1/vegetables/history failed:', error);
    return apiError(503, 'store_unavailable', 'The price store could not be read; please try again shortly');
  }
}

export const OPTIONS = apiOptions;
