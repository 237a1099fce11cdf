import 'server-only';
import { z } from 'zod';

/* Raw NRB payloads (https://www.nrb.org.np/api/forex/v1). */

// Rates are decimal strings ("151.44"); numbers are accepted too in case NRB changes that.
const amount = z.union([z.string(), z.number()]);
const unit = z.union([z.number(), z.string()]);

export const rawRateSchema = z.object({
  currency: z.object({ iso3: z.string(), name: z.string(), unit }),
  buy: amount.nullable(),
  sell: amount.nullable(),
});

export const rawDaySchema = z.object({
  date: z.string(),
  published_on: z.string().nullish(),
  modified_on: z.string().nullish(),
  rates: z.array(rawRateSchema),
});

export const ratesEnvelopeSchema = z.object({
  status: z.object({ code: z.number() }),
  errors: z.object({ validation: z.unknown() }).nullish(),
  data: z.object({ payload: z.array(rawDaySchema) }),
  pagination: z
    .object({
      page: z.coerce.number(),
      pages: z.coerce.number(),
      per_page: z.coerce.number(),
      total: z.coerce.number(),
    })
    .nullish(),
});

/** `/app-rate`: a flat array, one entry per currency of the latest day. */
export const appRateFlatSchema = z.array(
  z.object({
    date: z.string(),
    published_on: z.string().nullish(),
    modified_on: z.string().nullish(),
    iso3: z.string(),
    name: z.string(),
    unit,
    buy: amount.nullable(),
    sell: amount.nullable(),
  }),
);

/** `/app-rate` in the grouped form some consumers have seen: `[{ date?, rates: [...] }]`. */
export const appRateGroupedSchema = z.array(rawDaySchema.extend({ date: z.string().optional() }));

export type RawDay = z.infer<typeof rawDaySchema>;
