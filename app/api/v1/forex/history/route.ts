import { ENDPOINTS } from '@/lib/api/endpoints';
import { historyRoute } from '@/lib/api/history-route';
import { getForexHistory } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/v1/forex/history?currency=USD&from=&to=&format=json|csv – one currency's daily NRB rates
// (default: the last year)
export const GET = historyRoute({
  endpoint: ENDPOINTS.getForexHistory,
  async load({ currency }, range) {
    const history = await getForexHistory(currency, range);
    if (!history) return { missing: `No NRB rates are stored for currency ${currency}` };
    return {
      json: { currency, name: history.name, unit: history.unit, points: history.points, ...range },
      csv: {
        header: ['date', 'currency', 'unit', 'buy', 'sell'],
        rows: history.points.map((p) => [p.date, currency, history.unit, p.buy, p.sell]),
        filename: ['forex', currency],
      },
    };
  },
});

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
