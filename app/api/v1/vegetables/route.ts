import { apiOptions } from '@/lib/api/http';
import { marketDayRoute } from '@/lib/api/market-day-route';
import { npr } from '@/lib/api/schemas/market';
import { getVegetableDay, latestVegetableDate } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/v1/vegetables?date=YYYY-MM-DD – Kalimati wholesale prices (NPR per unit) for a market day, default the newest stored
export const GET = marketDayRoute({
  source: 'vegetables',
  latest: latestVegetableDate,
  load: getVegetableDay,
  missing: (date) => (date ? `No Kalimati prices are stored for ${date}` : 'No Kalimati prices are stored yet'),
  body: (day) => ({
    previousDate: day.previousDate,
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
  }),
});

export const OPTIONS = apiOptions;
