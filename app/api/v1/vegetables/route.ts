import { ENDPOINTS } from '@/lib/api/endpoints';
import { marketDayRoute } from '@/lib/api/market-day-route';
import { npr } from '@/lib/api/money';
import { getVegetableDay, latestVegetableDate } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/v1/vegetables?date=YYYY-MM-DD – Kalimati wholesale prices (NPR per unit) for a market
// day, default the newest stored
export const GET = marketDayRoute({
  endpoint: ENDPOINTS.getVegetablePrices,
  source: 'vegetables',
  latest: latestVegetableDate,
  load: getVegetableDay,
  missing: (date) =>
    date ? `No Kalimati prices are stored for ${date}` : 'No Kalimati prices are stored yet',
  body: (day, head) => ({
    ...head,
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

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
