import { z } from 'zod';
import { METAL_GRADES, METAL_UNITS, METALS } from '@/lib/sources/vocabulary';
import { isoDate } from './common';
import { marketDayFields, rangeFields, rangeParams } from './market';

export const Metal = z.enum(METALS).meta({ id: 'Metal' });
export const MetalGrade = z.enum(METAL_GRADES).meta({ id: 'MetalGrade' });
export const MetalUnit = z.enum(METAL_UNITS).meta({ id: 'MetalUnit' });

/** `/api/v1/metals/history?metal=gold&grade=fine&unit=tola&from=&to=&format=`. */
export const metalsHistoryQuery = z
  .object({
    metal: z
      .enum(['gold', 'silver'], { message: "'metal' must be gold or silver" })
      .describe('gold or silver'),
    grade: z
      .enum(['fine', 'tejabi', 'standard'], { message: "'grade' must be fine, tejabi or standard" })
      .optional()
      .describe(
        'fine or tejabi for gold, standard for silver; default fine for gold and standard for silver',
      ),
    unit: z
      .enum(['tola', '10g'], { message: "'unit' must be tola or 10g" })
      .default('tola')
      .describe('tola (11.66 g) or 10g'),
    ...rangeParams,
  })
  .transform((q) => ({
    ...q,
    grade: q.grade ?? (q.metal === 'gold' ? ('fine' as const) : ('standard' as const)),
  }))
  .refine((q) => (q.metal === 'silver') === (q.grade === 'standard'), {
    message: "'grade': silver is only quoted as standard; gold as fine or tejabi",
  });

export const MetalsDay = z
  .strictObject({
    ...marketDayFields,
    previousDate: isoDate.nullable(),
    prices: z.array(
      z.strictObject({
        metal: Metal,
        grade: MetalGrade,
        unit: MetalUnit,
        price: z.number().describe('NPR'),
        change: z
          .number()
          .nullable()
          .describe('Against the same series on the previous stored day; null when it had none'),
      }),
    ),
  })
  .meta({ id: 'MetalsDay' });

export const MetalsHistory = z
  .strictObject({
    metal: Metal,
    grade: MetalGrade,
    unit: MetalUnit,
    points: z.array(z.strictObject({ date: isoDate, price: z.number() })),
    ...rangeFields,
  })
  .meta({ id: 'MetalsHistory' });
