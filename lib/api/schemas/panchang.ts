import { z } from 'zod';
import { AD_MAX, AD_MIN, formatIsoDate } from '@/lib/bs';
import { dateTime, isoDate, NamedIndex, names, Paksha } from './common';
import { isoDateParam } from './date';

/** Query of `GET /api/v1/panchang`: a Gregorian (AD) civil date in Nepal. */
export const panchangQuery = z.object({
  date: isoDateParam('date').meta({
    format: 'date',
    description: `The day (AD, YYYY-MM-DD, Nepal civil date), ${formatIsoDate(AD_MIN)} to ${formatIsoDate(AD_MAX)}`,
  }),
});

export const Tithi = z
  .strictObject({
    index: z
      .int()
      .min(1)
      .max(30)
      .describe('1–15 Shukla Pratipada … Purnima, 16–30 Krishna Pratipada … Aunsi'),
    ...names,
    paksha: Paksha,
    pakshaName: z.string(),
    pakshaNameNe: z.string(),
    startsAt: dateTime,
    endsAt: dateTime,
  })
  .meta({ id: 'Tithi' });

export const Panchang = z
  .strictObject({
    date: isoDate,
    sunrise: dateTime,
    sunset: dateTime,
    tithi: Tithi.describe('The tithi prevailing at sunrise: the day’s tithi'),
    tithisInDay: z
      .array(Tithi)
      .describe('Every tithi holding between this sunrise and the next, kshaya tithis included'),
    lunarMonth: z.strictObject({ index: z.int().min(1).max(12), ...names, adhik: z.boolean() }),
    nakshatra: z.strictObject({ index: z.int().min(1).max(27), ...names, endsAt: dateTime }),
    yoga: NamedIndex,
    karana: NamedIndex,
    moonRashi: NamedIndex,
    sunRashi: NamedIndex,
    nepalSambat: z.strictObject({
      year: z.int(),
      lunarMonth: z
        .strictObject(names)
        .describe(
          'The month as the Panchanga Nirnayak Bikas Samiti prints it; Anala (अनला) when intercalary',
        ),
      adhik: z.boolean().describe('Whether the month is intercalary'),
      paksha: Paksha,
      printed: z
        .strictObject(names)
        .describe(
          'Month and half written together as printed: Kachhalathwa (कछलाथ्व), Analaga (अनलागा)',
        ),
      tithi: z.int().min(1).max(15).describe('1–15 within the paksha (Krishna 15 = Aunsi)'),
      tithiName: z
        .strictObject(names)
        .describe(
          'The tithi as Nepal Sambat dates write it: Paru (पारु) for the first of either half',
        ),
    }),
    method: z.strictObject({
      tithi: z.string(),
      sunrise: z.string(),
      location: z.strictObject({
        name: z.literal('Kathmandu'),
        latitude: z.number(),
        longitude: z.number(),
      }),
    }),
  })
  .meta({ id: 'Panchang' });
