import { z } from 'zod';
import { isoDateParam } from './date';

/** Query of `GET /api/v1/panchang`: a Gregorian (AD) civil date in Nepal. */
export const panchangQuery = z.object({ date: isoDateParam('date', '2024-10-03') });
