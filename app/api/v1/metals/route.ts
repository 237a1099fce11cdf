import { ENDPOINTS } from '@/lib/api/endpoints';
import { marketDayRoute } from '@/lib/api/market-day-route';
import { npr } from '@/lib/api/money';
import { getMetalDay, latestMetalDate } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/v1/metals?date=YYYY-MM-DD – FENEGOSIDA gold and silver prices (NPR per tola and
// per 10 g), default the newest stored day
export const GET = marketDayRoute({
  endpoint: ENDPOINTS.getMetalPrices,
  source: 'metals',
  latest: latestMetalDate,
  load: getMetalDay,
  missing: (date) =>
    date ? `No FENEGOSIDA prices are stored for ${date}` : 'No FENEGOSIDA prices are stored yet',
  body: (day, head) => ({
    ...head,
    previousDate: day.previousDate,
    // `change`: against the same series on the previous stored day, null when it had none.
    prices: day.prices.map((p) => ({
      metal: p.metal,
      grade: p.grade,
      unit: p.unit,
      price: p.price,
      change: p.previousPrice === null ? null : npr(p.price - p.previousPrice),
    })),
  }),
});

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
