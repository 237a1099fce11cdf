import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson, storeUnavailable } from '@/lib/api/http';
import { npr } from '@/lib/api/money';
import { getFuelRevision, latestFuelDate } from '@/lib/db';
import { isStale } from '@/lib/sources/cadence';
import { SOURCES } from '@/lib/sources/registry';
import { now } from '@/lib/time';
import { nepalIsoDay } from '@/lib/time/nepal-time';

export const dynamic = 'force-dynamic';

const endpoint = ENDPOINTS.getFuelPrices;

// GET /api/v1/fuel – Nepal Oil Corporation's newest retail prices, with the change since the
// previous revision
export async function GET(): Promise<Response> {
  try {
    const newest = await latestFuelDate();
    const revision = newest ? await getFuelRevision(newest) : null;
    if (!revision)
      return apiError(endpoint, 404, 'not_found', 'No Nepal Oil Corporation prices are stored yet');
    return apiJson(endpoint, {
      effectiveDate: revision.date,
      effectiveDateBs: revision.dateBs,
      previousEffectiveDate: revision.previousDate,
      source: SOURCES.fuel.publisher,
      fetchedAt: revision.checkedAt,
      // Revisions come irregularly: what must be recent is the last read of NOC's table.
      stale: isStale('fuel', nepalIsoDay(new Date(revision.checkedAt)), now()),
      prices: revision.prices.map((p) => ({
        product: p.product,
        price: p.price,
        unit: p.unit,
        currency: p.currency,
        change: p.previousPrice === null ? null : npr(p.price - p.previousPrice),
      })),
    });
  } catch (error) {
    return storeUnavailable(endpoint, error);
  }
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
