import { z } from 'zod';
import { marketDayFields, rangeFields, rangeParams } from './market';

/** `/api/v1/forex/history?currency=USD&from=&to=&format=`. */
export const forexHistoryQuery = z.object({
  currency: z
    .string({ message: "'currency' is required, an ISO 4217 code such as USD" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: "'currency' must be a 3-letter ISO 4217 code such as USD" })
    // The parser trims and upper-cases first, so the document states what a client may send.
    .meta({
      description: 'ISO 4217 code such as USD (any case)',
      pattern: '^[A-Za-z]{3}$',
      examples: ['USD'],
    }),
  ...rangeParams,
});

const nrbTime = (what: string) =>
  z.string().nullable().describe(`NRB's ${what}, Nepal time 'YYYY-MM-DD HH:MM:SS'`);

export const ForexDay = z
  .strictObject({
    ...marketDayFields,
    publishedOn: nrbTime('publication time'),
    modifiedOn: nrbTime('last modification'),
    rates: z.array(
      z.strictObject({
        currency: z.string().describe('ISO 4217 code'),
        name: z.string(),
        unit: z.int().min(1).describe('Prices are NPR per this many units (JPY 10, INR 100)'),
        buy: z.number(),
        sell: z.number(),
        mid: z.number().describe('(buy + sell) / 2, to 3 decimals'),
      }),
    ),
  })
  .meta({ id: 'ForexDay' });

export const ForexHistory = z
  .strictObject({
    currency: z.string(),
    name: z.string(),
    unit: z.int().min(1),
    points: z.array(z.strictObject({ date: z.iso.date(), buy: z.number(), sell: z.number() })),
    ...rangeFields,
  })
  .meta({ id: 'ForexHistory' });
