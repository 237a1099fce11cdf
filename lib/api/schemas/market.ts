import { z } from 'zod';
import { DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS } from '@/lib/api/date-range';
import { dateTime, isoDate } from './common';
import { isoDateParam } from './date';

// What the market-data endpoints share: day and range parameters, attribution and freshness.

// The API page quotes the range limit next to the history endpoints.
export { MAX_HISTORY_DAYS };

/** A real Gregorian `YYYY-MM-DD` (Nepal civil date). */
const day = (name: string, description: string) =>
  isoDateParam(name).meta({ format: 'date', description });

/** `from`, `to` and `format` of every history endpoint. */
export const rangeParams = {
  from: day(
    'from',
    `First day (AD, YYYY-MM-DD); default ${DEFAULT_HISTORY_DAYS - 1} days before 'to'`,
  ).optional(),
  to: day(
    'to',
    "Last day (AD, YYYY-MM-DD); default today in Nepal, or 'from' when that is later",
  ).optional(),
  format: z
    .enum(['json', 'csv'], { message: "'format' must be json or csv" })
    .default('json')
    .describe('json, or csv for a spreadsheet download (UTF-8 with BOM)'),
};

/** `?date=` of a day endpoint; absent means the newest stored day. */
export const marketDayQuery = z.object({
  date: day(
    'date',
    'The day (AD, YYYY-MM-DD, Nepal date); default the newest stored day',
  ).optional(),
});

/** The endpoints' note on range limits, for their descriptions. */
export const HISTORY_NOTE = `At most ${MAX_HISTORY_DAYS} days per request (400 invalid_range beyond).`;

export const Attribution = z
  .strictObject({ name: z.string().describe('The publisher'), url: z.url() })
  .meta({ id: 'Attribution' });

/** Who published a day's figures, when we stored them, and whether a newer day is overdue. */
export const marketDayFields = {
  date: isoDate,
  source: Attribution,
  fetchedAt: dateTime.describe('When we stored the figures (UTC)'),
  stale: z
    .boolean()
    .describe('True when the publisher should have a newer day by now than the newest we store'),
};

/** The range a history answer covers, after defaults. */
export const rangeFields = { from: isoDate, to: isoDate };
