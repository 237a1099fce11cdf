import { z } from 'zod';
import { formatParam, isoDateParam, rangeRefinement, rangeShape } from './common';

/** `GET /api/v1/metals?date=` (default: latest stored day). */
export const metalsQuery = z.object({ date: isoDateParam.optional() });

/**
 * `GET /api/v1/metals/history?metal=gold&grade=fine&unit=tola&from=&to=&format=`. Grade defaults
 * to fine for gold and standard for silver; unit to tola.
 */
export const metalsHistoryQuery = z
  .object({
    metal: z.enum(['gold', 'silver'], { error: 'expected gold or silver' }),
    grade: z.enum(['fine', 'tejabi', 'standard'], { error: 'expected fine, tejabi or standard' }).optional(),
    unit: z.enum(['tola', '10g'], { error: 'expected tola or 10g' }).default('tola'),
    ...rangeShape,
    format: formatParam,
  })
  .refine(...rangeRefinement)
  .transform((q) => ({ ...q, grade: q.grade ?? (q.metal === 'gold' ? 'fine' : 'standard') }))
  .refine((q) => (q.metal === 'silver' ? q.grade === 'standard' : q.grade !== 'standard'), {
    message: 'silver has only the standard grade; gold is fine or tejabi',
    path: ['grade'],
  });
