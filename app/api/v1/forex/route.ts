import { ENDPOINTS } from '@/lib/api/endpoints';
import { marketDayRoute } from '@/lib/api/market-day-route';
import { getForexDay, latestForexDate } from '@/lib/db';

// Served from the store, which ingestion updates in the background: never prerendered.
export const dynamic = 'force-dynamic';

// Mid rates keep a third decimal: (160.00 + 160.15) / 2 is 160.075, not 160.08.
const mid = (buy: number, sell: number) => Math.round(((buy + sell) / 2) * 1000) / 1000;

// GET /api/v1/forex?date=YYYY-MM-DD – NRB's rates (NPR per `unit` of each currency) for a day,
// default the newest stored
export const GET = marketDayRoute({
  endpoint: ENDPOINTS.getForexRates,
  source: 'forex',
  latest: latestForexDate,
  load: getForexDay,
  missing: (date) => (date ? `No NRB rates are stored for ${date}` : 'No NRB rates are stored yet'),
  body: (day, head) => ({
    ...head,
    publishedOn: day.publishedOn,
    modifiedOn: day.modifiedOn,
    rates: day.rates.map((r) => ({
      currency: r.iso3,
      name: r.name,
      unit: r.unit,
      buy: r.buy,
      sell: r.sell,
      mid: mid(r.buy, r.sell),
    })),
  }),
});

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
