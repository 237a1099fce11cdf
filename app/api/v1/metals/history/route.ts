import { ENDPOINTS } from '@/lib/api/endpoints';
import { historyRoute } from '@/lib/api/history-route';
import { getMetalHistory, hasMetalSeries } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/v1/metals/history?metal=gold&grade=fine&unit=tola&from=&to=&format=json|csv – one price
// series (default: the last year)
export const GET = historyRoute({
  endpoint: ENDPOINTS.getMetalHistory,
  async load({ metal, grade, unit }, range) {
    const series = { metal, grade, unit };
    if (!(await hasMetalSeries(series)))
      return { missing: `No FENEGOSIDA prices are stored for ${grade} ${metal} per ${unit}` };
    const points = await getMetalHistory(series, range);
    return {
      json: { metal, grade, unit, points, ...range },
      csv: {
        header: ['date', 'metal', 'grade', 'unit', 'price'],
        rows: points.map((p) => [p.date, metal, grade, unit, p.price]),
        filename: ['metals', metal, grade, unit],
      },
    };
  },
});

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
