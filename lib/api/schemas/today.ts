import { z } from 'zod';
import { dayFields, isoDate, NamedBsDate } from './common';

/** `GET /api/v1/today`: today in Nepal in both calendars, with the day's panchang and events. */
export const Today = z
  .strictObject({
    ad: isoDate,
    bs: NamedBsDate,
    ...dayFields,
    weekdayName: z.string(),
    weekdayNameNe: z.string(),
  })
  .meta({ id: 'Today' });
