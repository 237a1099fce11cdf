import { ENDPOINTS } from '@/lib/api/endpoints';
import { historyRoute } from '@/lib/api/history-route';
import { findCommodity, getVegetableHistory } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/v1/vegetables/history?commodity=Potato Red&from=&to=&format=json|csv – one commodity's
// daily Kalimati prices
export const GET = historyRoute({
  endpoint: ENDPOINTS.getVegetableHistory,
  async load(query, range) {
    const commodity = await findCommodity(query.commodity);
    if (!commodity) return { missing: `No Kalimati commodity is named "${query.commodity}"` };
    const points = await getVegetableHistory(commodity.id, range);
    const name = commodity.nameEn ?? commodity.nameNe;
    return {
      json: { name, nameNe: commodity.nameNe, unit: commodity.unit, points, ...range },
      csv: {
        header: ['date', 'name', 'name_ne', 'unit', 'min', 'max', 'avg'],
        rows: points.map((p) => [
          p.date,
          name,
          commodity.nameNe,
          commodity.unit,
          p.min,
          p.max,
          p.avg,
        ]),
        filename: ['vegetables', commodity.nameEn ?? `commodity-${commodity.id}`],
      },
    };
  },
});

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
