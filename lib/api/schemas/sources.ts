import { z } from 'zod';
import { dateTime, isoDate } from './common';

export const IngestRun = z
  .strictObject({
    status: z.enum(['running', 'ok', 'failed']),
    startedAt: dateTime,
    finishedAt: dateTime.nullable(),
    dataDate: isoDate.nullable(),
    rows: z.int().min(0).nullable(),
    error: z.string().nullable(),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'IngestRun' });

/** `GET /api/v1/sources`: the freshness of each market data source. */
export const Sources = z
  .strictObject({
    sources: z.array(
      z.strictObject({
        id: z.enum(['forex', 'vegetables', 'metals', 'fuel']),
        name: z.string(),
        url: z.url(),
        latestDate: isoDate.nullable(),
        expectedDate: isoDate.describe(
          'The newest day the publisher should have out by now (Nepal date)',
        ),
        stale: z.boolean(),
        lastSuccess: IngestRun.nullable(),
        lastAttempt: IngestRun.nullable(),
      }),
    ),
  })
  .meta({ id: 'Sources' });
