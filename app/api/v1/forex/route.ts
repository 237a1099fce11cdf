import { apiError, apiJson, apiOptions } from '@/lib/api/http';
import { marketDayQuery, parseMarketQuery } from '@/lib/api/schemas/market';
import { getForexDay, latestForexDate } from '@/lib/db';
import { isStale } from '@/lib/ingest/stale';
import { SOURCE_META } from '@/lib/sources/meta';
import { now } from '@/lib/time';

// Served from the store, which ingestion updates in the background: never prerendered.
export const dynamic = 'force-dynamic';

// Mid rates keep a third decimal: (160.00 + 160.15) / 2 is 160.075, not 160.08.
const mid = (buy: number, sell: number) => Math.round(((buy + sell) / 2) * 1000) / 1000;

// GET /api/v1/forex?date=YYYY-MM-DD – NRB's rates (NPR per `unit` of each currency) for a day, default the newest stored
export async function GET(request: Request) {
  const query = parseMarketQuery(marketDayQuery, request.url);
  if (!query.ok) return apiError(400, 'invalid_query', query.message);
  try {
    const latest = await latestForexDate();
    const date = query.data.date ?? latest;
    const day = date ? await getForexDay(date) : null;
    if (!day) return apiError(404, 'not_found', date ? `No NRB rates are stored for ${date}` : 'No NRB rates are stored yet');
    return apiJson(
      {
        date: day.date,
        source: SOURCE_META.forex,
        fetchedAt: day.fetchedAt,
        publishedOn: day.publishedOn,
        modifiedOn: day.modifiedOn,
        stale: isStale('forex', latest, now()),
        rates: day.rates.map((r) => ({ currency: r.iso3, name: r.name, unit: r.unit, buy: r.buy, sell: r.sell, mid: mid(r.buy, r.sell) })),
      },
      { sMaxAge: 300 },
    );
  } catch (error) {
    console.error('GET /api/v1/forex failed:', error);
    return apiError(503, 'store_unavailable', 'The rate store could not be read; please try again shortly');
  }
}

export const OPTIONS = apiOptions;
