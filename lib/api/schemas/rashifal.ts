import { z } from 'zod';
import { AD_MAX, AD_MIN, formatIsoDate } from '@/lib/bs';
import { ELEMENTS, SIGN_KEYS } from '@/lib/rashifal/signs';
import { BsDate, isoDate, names, Paksha } from './common';
import { isoDateParam } from './date';

/** Query of `GET /api/v1/rashifal`: an AD civil date in Nepal (default today) and a period. */
export const rashifalQuery = z.object({
  period: z
    .enum(['week', 'month', 'year'], { message: "'period' must be week, month or year" })
    .optional()
    .meta({
      description:
        'week (Sunday–Saturday), month (the BS month) or year (the BS year from 1 Baisakh) holding the date; without it, the day',
    }),
  date: isoDateParam('date')
    .optional()
    .meta({
      format: 'date',
      description: `The day (AD, YYYY-MM-DD, Nepal civil date), ${formatIsoDate(AD_MIN)} to ${formatIsoDate(AD_MAX)}; default today in Nepal`,
    }),
});

const bilingual = z.strictObject({
  en: z.string(),
  ne: z.string().describe('Nepali (Devanagari)'),
});
const signKey = z.enum(SIGN_KEYS);

export const RashifalSignRef = z
  .strictObject({
    index: z.int().min(1).max(12).describe('1 = Mesh/Aries … 12 = Meen/Pisces'),
    key: signKey,
    ...names,
  })
  .meta({ id: 'RashifalSignRef' });

export const RashifalSign = z
  .strictObject({
    index: z.int().min(1).max(12),
    key: signKey,
    ...names,
    symbol: z.string(),
    element: z.enum(ELEMENTS),
    house: z.int().min(1).max(12).describe("The Moon's house counted from this sign at sunrise"),
    favourable: z
      .boolean()
      .describe('Houses 1, 3, 6, 7, 10, 11; also 2, 5, 9 in the bright fortnight (shukla paksha)'),
    prediction: bilingual,
    lucky: z.strictObject({
      day: z.strictObject(names),
      number: z.int().min(1).max(9),
      colour: z.strictObject(names),
    }),
    rulingPlanet: z.strictObject(names).describe("The sign's lord (Vedic)"),
    compatible: z.array(signKey).length(2).describe('The 3rd and 11th signs from this one'),
  })
  .meta({ id: 'RashifalSign' });

export const Rashifal = z
  .strictObject({
    date: isoDate,
    bs: BsDate,
    moonSign: RashifalSignRef.describe(
      "The Moon's sidereal (Surya Siddhanta) sign at Kathmandu sunrise",
    ),
    tithi: z.strictObject({
      index: z.int().min(1).max(30),
      ...names,
      paksha: Paksha,
    }),
    nakshatra: z.strictObject({ index: z.int().min(1).max(27), ...names }),
    basis: z.string().describe('What the reading is computed from'),
    signs: z.array(RashifalSign).length(12).describe('Mesh/Aries … Meen/Pisces'),
  })
  .meta({ id: 'Rashifal' });

export type RashifalBody = z.infer<typeof Rashifal>;
