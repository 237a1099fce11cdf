import { apiError, apiJson, apiOptions } from '@/lib/api/http';
import { marketDayQuery, npr, parseMarketQuery } from '@/lib/api/schemas/market';
import { getVegetableDay, latestVegetableDate } from '@/lib/db';
import { isStale } from '@/lib/ingest/stale';
import { SOURCE_META } from '@/lib/sources/meta';
import { now } from '@/lib/time';

export const dynamic = 'force-dynamic';

// GET /api/v1/vegetables?date=YYYY-MM-DD – Kalimati wholesale prices (NPR per unit) for a market day, default the newest stored
export async function GET(request: Request) {
  const query = parseMarketQuery(marketDayQuery, request.url);
  if (!query.ok) return apiError(400, 'invalid_query', query.message);
  try {
    const latest = await latestVegetableDate();
    const date = query.data.date ?? latest;
    const day = date ? await getVegetableDay(date) : null;
    if (!day) {
      return apiError(404, 'not_found', date ? `No Kalimati prices are stored for ${date}` : 'No Kalimati prices are stored yet');
    }
    return apiJson(
      {
        date: day.date,
        previousDate: day.previousDate,
        source: SOURCE_META.vegetables,
        fetchedAt: day.fetchedAt,
        stale: isStale('vegetables', latest, now()),
        // `change`: avg against the previous stored market day, null for a commodity it lacked.
        items: day.rows.map((r) => ({
          name: r.nameEn ?? r.nameNe,
          nameNe: r.nameNe,
          unit: r.unit,
          unitLabel: r.unitLabel,
          min: r.min,
          max: r.max,
          avg: r.avg,
          change: r.previousAvg === null ? null : npr(r.avg - r.previousAvg),
        })),
      },
      { sMaxAge: 300 },
    );
  } catch (error) {
    console.error('GET /api/v1/vegetables failed:', error);
    return apiError(503, 'store_unavailable', 'The price store could not be read; please try again shortly');
  }
}

export const OPTIONS = apiOptions;
