import { CSV_CONTENT_TYPE, csvFilename, toCsv } from '@/lib/api/csv';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson, apiText, storeUnavailable } from '@/lib/api/http';
import { parseQuery } from '@/lib/api/query';
import { fuelHistoryQuery } from '@/lib/api/schemas/fuel';
import { getFuelHistory } from '@/lib/db';

export const dynamic = 'force-dynamic';

const endpoint = ENDPOINTS.getFuelHistory;

// GET /api/v1/fuel/history?product=petrol&from=&to=&format=json|csv – every stored revision
// (default: all, every product)
export async function GET(request: Request): Promise<Response> {
  const query = parseQuery(fuelHistoryQuery, request.url);
  if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
  const { product = null, from, to, format } = query.data;
  if (from && to && from > to)
    return apiError(endpoint, 400, 'invalid_range', `'from' (${from}) is after 'to' (${to})`);
  try {
    const revisions = await getFuelHistory(product, { from, to });
    if (format === 'csv') {
      const filename = csvFilename('fuel', product ?? 'all', from ?? 'start', to ?? 'latest');
      return apiText(
        endpoint,
        toCsv(
          ['effective_date', 'effective_date_bs', 'product', 'price', 'unit', 'currency'],
          revisions.map((r) => [r.date, r.dateBs, r.product, r.price, r.unit, r.currency]),
        ),
        CSV_CONTENT_TYPE,
        filename,
      );
    }
    return apiJson(endpoint, {
      product,
      from: from ?? null,
      to: to ?? null,
      revisions: revisions.map((r) => ({
        effectiveDate: r.date,
        effectiveDateBs: r.dateBs,
        product: r.product,
        price: r.price,
        unit: r.unit,
        currency: r.currency,
      })),
    });
  } catch (error) {
    return storeUnavailable(endpoint, error);
  }
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
