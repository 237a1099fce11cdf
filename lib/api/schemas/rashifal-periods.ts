import { z } from 'zod';
import { BsDate, dateTime, isoDate, names, Paksha, Weekday } from './common';
import { Rashifal, RashifalSignRef } from './rashifal';

/* The weekly, monthly and yearly answers of `GET /api/v1/rashifal?period=`. */

const bilingual = z.strictObject({
  en: z.string(),
  ne: z.string().describe('Nepali (Devanagari)'),
});
const house = z.int().min(1).max(12);
const PLANET_KEYS = [
  'sun',
  'mars',
  'mercury',
  'venus',
  'jupiter',
  'saturn',
  'rahu',
  'ketu',
] as const;
const planet = z.enum(PLANET_KEYS);

const signFields = {
  index: z.int().min(1).max(12).describe('1 = Mesh/Aries … 12 = Meen/Pisces'),
  key: RashifalSignRef.shape.key,
  ...names,
  symbol: z.string(),
};

export const RashifalPeriod = z
  .strictObject({
    kind: z.enum(['week', 'month', 'year']),
    from: isoDate.describe('First day (AD, Nepal date)'),
    to: isoDate.describe('Last day (AD, Nepal date)'),
    bsFrom: BsDate.nullable().describe('First day in BS (null outside the BS table)'),
    bsTo: BsDate.nullable().describe('Last day in BS (null outside the BS table)'),
  })
  .meta({ id: 'RashifalPeriod' });

export const RashifalIngress = z
  .strictObject({
    planet,
    at: dateTime.describe('When it enters the sign (Nepal time)'),
    date: isoDate,
    sign: RashifalSignRef,
    from: RashifalSignRef.describe('The sign it leaves'),
  })
  .meta({ id: 'RashifalIngress' });

export const RashifalWeek = z
  .strictObject({
    period: RashifalPeriod,
    basis: z.string().describe('What the reading is computed from'),
    days: z
      .array(
        z.strictObject({
          date: isoDate,
          weekday: Weekday,
          sunrise: dateTime.describe('Kathmandu sunrise'),
          moonSign: RashifalSignRef.describe(
            "The Moon's Surya Siddhanta sign at sunrise, as the daily reading has it",
          ),
          paksha: Paksha,
        }),
      )
      .length(7)
      .describe('Sunday … Saturday'),
    ingresses: z
      .array(RashifalIngress)
      .describe('The Sun (sankranti), Mars, Mercury and Venus entering a sign this week'),
    signs: z
      .array(
        z.strictObject({
          ...signFields,
          days: z
            .array(
              z.strictObject({
                date: isoDate,
                moonSign: RashifalSignRef,
                house: house.describe("The Moon's house from this sign at sunrise"),
                favourable: z.boolean().describe("As the day's daily reading has it"),
              }),
            )
            .length(7),
          goodDays: z.array(isoDate).describe('Days the daily reading calls favourable'),
          hardDays: z.array(isoDate).describe('Days the Moon is 4th, 8th or 12th'),
          chandrashtama: z.array(isoDate).describe('Days the Moon is 8th from the sign'),
          ingresses: z.array(
            z.strictObject({ planet, date: isoDate, house, favourable: z.boolean() }),
          ),
          prediction: bilingual,
        }),
      )
      .length(12),
  })
  .meta({ id: 'RashifalWeek' });

export const RashifalMonth = z
  .strictObject({
    period: RashifalPeriod,
    basis: z.string(),
    sunSign: RashifalSignRef.describe(
      "The Sun's sign all month (Surya Siddhanta): the sankranti that opened the BS month entered it",
    ),
    planets: z
      .array(z.strictObject({ planet, sign: RashifalSignRef, retrograde: z.boolean() }))
      .describe("Mars', Mercury's and Venus' signs at the month's start (Lahiri)"),
    ingresses: z.array(RashifalIngress),
    stations: z.array(
      z.strictObject({
        planet,
        kind: z.enum(['retrograde', 'direct']),
        at: dateTime,
        date: isoDate,
      }),
    ),
    signs: z
      .array(
        z.strictObject({
          ...signFields,
          sunHouse: house.describe("The Sun's house counted from this sign"),
          favourable: z.boolean().describe('Houses 3, 6, 10 and 11'),
          planets: z
            .strictObject({ mars: house, mercury: house, venus: house })
            .describe("Each inner planet's house at the month's start"),
          prediction: bilingual,
        }),
      )
      .length(12),
  })
  .meta({ id: 'RashifalMonth' });

const span = z
  .strictObject({
    sign: RashifalSignRef,
    from: isoDate.describe('The Nepal date it enters the sign'),
    to: isoDate.describe('The Nepal date it leaves it'),
  })
  .meta({ id: 'RashifalSpan' });
const SadeSati = z.enum(['first', 'peak', 'last']);

export const RashifalYear = z
  .strictObject({
    period: RashifalPeriod,
    basis: z.string(),
    jupiter: z.array(span).describe("Jupiter's signs through the BS year (Lahiri)"),
    saturn: z.array(span).describe("Saturn's signs through the BS year (Lahiri)"),
    rahu: z.array(span).describe("Rahu (the Moon's mean node)"),
    ketu: z.array(span),
    signs: z
      .array(
        z.strictObject({
          ...signFields,
          jupiterHouses: z.array(house).describe('One per entry of `jupiter`'),
          saturnHouses: z.array(house).describe('One per entry of `saturn`'),
          rahuHouses: z.array(house),
          ketuHouses: z.array(house),
          saturn: z.array(
            z.strictObject({
              from: isoDate,
              to: isoDate,
              house,
              sadeSati: SadeSati.nullable(),
              dhaiya: z.boolean(),
            }),
          ),
          sadeSati: z
            .strictObject({ phase: SadeSati, from: isoDate, to: isoDate })
            .nullable()
            .describe(
              'Saturn 12th (first), 1st (peak) or 2nd (last) from the sign, for most of the year',
            ),
          dhaiya: z.boolean().describe('Saturn 4th or 8th from the sign for most of the year'),
          prediction: bilingual,
        }),
      )
      .length(12),
  })
  .meta({ id: 'RashifalYear' });

export type RashifalWeekBody = z.infer<typeof RashifalWeek>;
export type RashifalMonthBody = z.infer<typeof RashifalMonth>;
export type RashifalYearBody = z.infer<typeof RashifalYear>;

/** The endpoint's answer: the day's reading without `period`, else the period's. */
export const RashifalAnswer = z
  .union([Rashifal, RashifalWeek, RashifalMonth, RashifalYear])
  .meta({ id: 'RashifalAnswer' });
