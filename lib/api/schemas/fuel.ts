import { z } from 'zod';
import { FUEL_CURRENCIES, FUEL_PRODUCTS, FUEL_UNITS } from '@/lib/sources/vocabulary';
import { dateTime, isoDate } from './common';
import { Attribution, rangeParams } from './market';

export const FuelProduct = z.enum(FUEL_PRODUCTS).meta({ id: 'FuelProduct' });
export const FuelUnit = z
  .enum(FUEL_UNITS)
  .meta({ id: 'FuelUnit', description: 'litre, a 14.2 kg LPG cylinder, or kilolitre' });
export const FuelCurrency = z.enum(FUEL_CURRENCIES).meta({ id: 'FuelCurrency' });

const bsDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('The same day in Bikram Sambat, YYYY-MM-DD');

/** `GET /api/v1/fuel/history`: every stored revision, of all products unless `product` is set. */
export const fuelHistoryQuery = z.object({
  product: z
    .enum(FUEL_PRODUCTS, { message: `'product' must be one of ${FUEL_PRODUCTS.join(', ')}` })
    .optional()
    .describe(`${FUEL_PRODUCTS.join(', ')}; default every product`),
  from: rangeParams.from.describe(
    'First effective date (AD, YYYY-MM-DD); default the first stored',
  ),
  to: rangeParams.to.describe('Last effective date (AD, YYYY-MM-DD); default the newest stored'),
  format: rangeParams.format,
});

export const FuelPrices = z
  .strictObject({
    effectiveDate: isoDate.describe('The revision took effect at 24:00 on this day (AD, Nepal)'),
    effectiveDateBs: bsDate,
    previousEffectiveDate: isoDate.nullable().describe('The stored revision before this one'),
    source: Attribution,
    fetchedAt: dateTime.describe(
      "When Nepal Oil Corporation's table last showed these prices (UTC)",
    ),
    stale: z
      .boolean()
      .describe(
        "True when Nepal Oil Corporation's table has not been read successfully for over a day",
      ),
    prices: z.array(
      z.strictObject({
        product: FuelProduct,
        price: z.number().describe('Kathmandu retail price, VAT included, per unit in currency'),
        unit: FuelUnit,
        currency: FuelCurrency,
        change: z
          .number()
          .nullable()
          .describe('Against the previous stored revision; null when there is none'),
      }),
    ),
  })
  .meta({ id: 'FuelPrices' });

export const FuelHistory = z
  .strictObject({
    product: FuelProduct.nullable().describe('The product asked for; null for every product'),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
    revisions: z.array(
      z.strictObject({
        effectiveDate: isoDate,
        effectiveDateBs: bsDate,
        product: FuelProduct,
        price: z.number(),
        unit: FuelUnit,
        currency: FuelCurrency,
      }),
    ),
  })
  .meta({ id: 'FuelHistory' });
