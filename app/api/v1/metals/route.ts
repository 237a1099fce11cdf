import { apiError, apiJson, apiOptions } from '@/lib/api/http';
import { marketDayQuery, npr, parseMarketQuery } from '@/lib/api/schemas/market';
import { getMetalDay, latestMetalDate } from '@/lib/db';
import { isStale } from '@/lib/ingest/stale';
import { SOURCE_META } from '@/lib/sources/meta';
import { now } from '@/lib/time';

export const dynamic = 'force-dynamic';

// GET /api/v1/metals?date=YYYY-MM-DD – FENEGOSIDA gold and silver prices (NPR per tola and per 10 g), default the newest stored day
export async function GET(request: Request) {
  const query = parseMarketQuery(marketDayQuery, request.url);
  if (!query.ok) return apiError(400, 'invalid_query', query.message);
  try {
    const latest = await latestMetalDate();
    const date = query.data.date ?? latest;
    const day = date ? await getMetalDay(date) : null;
    if (!day) {
      return apiError(404, 'not_found', date ? `No FENEGOSIDA prices are stored for ${date}` : 'No FENEGOSIDA prices are stored yet');
    }
    return apiJson(
      {
        date: day.date,
        previousDate: day.previousDate,
        source: SOURCE_META.metals,
        fetchedAt: day.fetchedAt,
        stale: isStale('metals', latest, now()),
        // `change`: against the same series on the previous stored day, null when it had none.
        prices: day.prices.map((p) => ({
          metal: p.metal,
          grade: p.grade,
          unit: p.unit,
          price: p.price,
          change: p.previousPrice === null ? null : npr(p.price - p.previousPrice),
        })),
      },
      { sMaxAge: 300 },
    );
  } catch (error) {
    console.error('GET /api/v1/metals failed:', error);
    return apiError(503, 'store_unavailable', 'The price store could not be read; please try again shortly');
  }
}

export const OPTIONS = apiOptions;
