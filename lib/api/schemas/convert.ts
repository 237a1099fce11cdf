import { z } from 'zod';
import { AD_MAX, AD_MIN, BS_MAX_YEAR, BS_MIN_YEAR, formatIsoDate } from '@/lib/bs';
import { Confidence, isoDate, NamedBsDate, Weekday } from './common';
import { refuseDate } from '@/lib/calendar/convert';
import { dateIssue, isoDateShape } from './date';

/** Query of `GET /api/v1/convert`: which calendar the date is in, and the date. */
export const convertQuery = z
  .object({
    from: z
      .enum(['bs', 'ad'], { message: "'from' must be 'bs' or 'ad'" })
      .describe("The calendar of 'date': bs (Bikram Sambat) or ad (Gregorian)"),
    date: isoDateShape('date').describe(
      `The date, YYYY-MM-DD, in the 'from' calendar: BS ${BS_MIN_YEAR}–${BS_MAX_YEAR} or AD ${formatIsoDate(AD_MIN)} to ${formatIsoDate(AD_MAX)}`,
    ),
  })
  .superRefine(({ from, date }, ctx) => {
    const refusal = refuseDate(date, from);
    if (refusal) ctx.addIssue(dateIssue('date', refusal, ['date']));
  });

/** One date in both calendars. */
export const Conversion = z
  .strictObject({
    bs: NamedBsDate,
    ad: isoDate,
    weekday: Weekday,
    weekdayName: z.string(),
    weekdayNameNe: z.string(),
    confidence: Confidence,
  })
  .meta({ id: 'Conversion' });
