import { z } from 'zod';
import { VEGETABLE_UNITS } from '@/lib/sources/vocabulary';
import { isoDate } from './common';
import { marketDayFields, rangeFields, rangeParams } from './market';

/** `/api/v1/vegetables/history?commodity=<English or Nepali name>&from=&to=&format=`. */
export const vegetablesHistoryQuery = z.object({
  commodity: z
    .string({
      message: "'commodity' is required: an English or Nepali name as listed by /api/v1/vegetables",
    })
    .trim()
    .min(1, { message: "'commodity' must not be empty" })
    .max(100, { message: "'commodity' is too long" })
    .meta({
      description: 'English (any case) or Nepali name, as listed by /api/v1/vegetables',
      examples: ['Potato Red', 'आलु रातो'],
    }),
  ...rangeParams,
});

export const VegetableUnit = z.enum(VEGETABLE_UNITS).meta({ id: 'VegetableUnit' });

export const VegetablesDay = z
  .strictObject({
    ...marketDayFields,
    previousDate: isoDate.nullable(),
    items: z.array(
      z.strictObject({
        name: z.string().describe('English name, or the Nepali one when Kalimati gives none'),
        nameNe: z.string(),
        unit: VegetableUnit,
        unitLabel: z.string().describe('The unit as Kalimati writes it'),
        min: z.number(),
        max: z.number(),
        avg: z.number(),
        change: z
          .number()
          .nullable()
          .describe('avg minus the previous market day’s avg; null when that day lacked the item'),
      }),
    ),
  })
  .meta({ id: 'VegetablesDay' });

export const VegetablesHistory = z
  .strictObject({
    name: z.string(),
    nameNe: z.string(),
    unit: VegetableUnit,
    points: z.array(
      z.strictObject({ date: isoDate, min: z.number(), max: z.number(), avg: z.number() }),
    ),
    ...rangeFields,
  })
  .meta({ id: 'VegetablesHistory' });
