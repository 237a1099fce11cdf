import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiJson, storeUnavailable } from '@/lib/api/http';
import type { RunRecord } from '@/lib/db';
import { sourceStatuses } from '@/lib/ingest/status';
import { now } from '@/lib/time';

export const dynamic = 'force-dynamic';

const endpoint = ENDPOINTS.getSources;

const run = (r: RunRecord | null) =>
  r && {
    status: r.status,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    dataDate: r.dataDate,
    rows: r.rows,
    error: r.error,
    warnings: r.warnings,
  };

// GET /api/v1/sources – each upstream's freshness: newest stored date, stale flag, last successful
// and last attempted run
export async function GET() {
  try {
    const statuses = await sourceStatuses(now());
    return apiJson(endpoint, {
      sources: statuses.map((s) => ({
        id: s.id,
        name: s.name,
        url: s.url,
        latestDate: s.latestDate,
        expectedDate: s.expectedDate,
        stale: s.stale,
        lastSuccess: run(s.lastSuccess),
        lastAttempt: run(s.lastAttempt),
      })),
    });
  } catch (error) {
    return storeUnavailable(endpoint, error, 'The run log');
  }
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
