import { z } from 'zod';
import { formatParam, isoDateParam, rangeRefinement, rangeShape } from './common';

/** `GET /api/v1/vegetables?date=` (default: latest stored market day). */
export const vegetablesQuery = z.object({ date: isoDateParam.optional() });

/** `GET /api/v1/vegetables/history?commodity=<English or Nepali name>&from=&to=&format=`. */
export const vegetablesHistoryQuery = z
  .object({
    commodity: z
      .string({ error: 'is required (an English or Nepali commodity name as listed by /api/v1/vegetables)' })
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'is too long'),
    ...rangeShape,
    format: formatParam,
  })
  .refine(...rangeRefinement);
