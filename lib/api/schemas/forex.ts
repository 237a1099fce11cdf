import { z } from 'zod';
import { formatParam, isoDateParam, rangeRefinement, rangeShape } from './common';

/** `GET /api/v1/forex?date=` (default: latest stored day). */
export const forexQuery = z.object({ date: isoDateParam.optional() });

/** `GET /api/v1/forex/history?currency=USD&from=&to=&format=json|csv`. */
export const forexHistoryQuery = z
  .object({
    currency: z
      .string({ error: 'is required (an ISO 4217 code such as USD)' })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, 'expected a 3-letter ISO 4217 code such as USD')),
    ...rangeShape,
    format: formatParam,
  })
  .refine(...rangeRefinement);

export type ForexHistoryQuery = z.infer<typeof forexHistoryQuery>;
