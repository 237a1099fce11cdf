import { z } from 'zod';
import { isoDateParam } from './date';

/** Query of `GET /api/v1/convert`: which calendar the date is in, and the date. */
export const convertQuery = z.object({
  from: z.enum(['bs', 'ad'], { message: "'from' must be 'bs' or 'ad'" }),
  date: isoDateParam('date', '2081-06-17'),
});
