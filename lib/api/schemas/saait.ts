import { z } from 'zod';
import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { SAAIT_KINDS, saaitKindFromName } from '@/lib/saait';
import { supportedRange } from '@/lib/calendar/convert';
import { BsDate, dateTime, isoDate, names } from './common';
import { dateIssue } from './date';

const kind = z.enum(SAAIT_KINDS).meta({
  id: 'SaaitKind',
  description:
    'bibaha (marriage), bratabandha (sacred thread), pasni (first rice), griha-prabesh (moving in), byapar (opening a business), shilanyas (laying a foundation)',
});

const KIND_ERROR =
  `kind must be one of ${SAAIT_KINDS.join(', ')}, ` +
  'or a common name for one (marriage, vivah, annaprashan, griha-pravesh, business, …)';

const OUTSIDE = `is outside the supported range ${supportedRange()}`;

/** Query of `GET /api/v1/saait`; `kind` takes the names people type and answers the key. */
export const saaitQuery = z.object({
  year: z.coerce
    .number({ error: `year must be a BS year, ${BS_MIN_YEAR}–${BS_MAX_YEAR}` })
    .int({ error: `year must be a BS year, ${BS_MIN_YEAR}–${BS_MAX_YEAR}` })
    .superRefine((year, ctx) => {
      if (year < BS_MIN_YEAR || year > BS_MAX_YEAR)
        ctx.addIssue(dateIssue('year', { code: 'out_of_range', message: OUTSIDE }));
    })
    .meta({
      description: `The BS year, ${BS_MIN_YEAR}–${BS_MAX_YEAR}`,
      minimum: BS_MIN_YEAR,
      maximum: BS_MAX_YEAR,
      example: 2083,
    }),
  kind: z
    .string({ error: KIND_ERROR })
    .transform((name, context) => {
      const known = saaitKindFromName(name);
      if (!known) context.issues.push({ code: 'custom', message: KIND_ERROR, input: name });
      return known ?? z.NEVER;
    })
    .meta({
      description:
        `What the days are for: ${SAAIT_KINDS.join(', ')}, or a common name for one ` +
        '(marriage, vivah, विवाह; annaprashan; griha-pravesh; business, vyapar; …). ' +
        'The answer names the key.',
      example: 'bibaha',
    }),
  basis: z.enum(['computed'], { error: "basis, if given, must be 'computed'" }).optional().meta({
    description: "'computed' answers the classical rules' days even where a published list exists",
  }),
});

const NamedIndex0 = z.strictObject({ index: z.int().min(0), ...names });

const Check = z.strictObject({
  rule: z.enum([
    'nakshatra',
    'tithi',
    'weekday',
    'yoga',
    'karana',
    'sun-sign',
    'lagna',
    'lagna-shuddhi',
    'yuti',
    'chaturmas',
    'jupiter-combust',
    'venus-combust',
    'adhik',
  ]),
  ok: z.boolean(),
  value: z
    .int()
    .optional()
    .describe(
      "The index found: nakshatra 1–27, tithi 1–30, weekday 0–6, yoga, karana, sign; for lagna-shuddhi the house Mars stands in; for yuti the Moon's nakshatra",
    ),
  byLagna: z
    .boolean()
    .optional()
    .describe('A weaker tithi or weekday, admitted by the pure lagna of the moment'),
});

const ReportSource = z
  .strictObject({
    url: z.url(),
    publication: z.string(),
    published: z.string().describe('BS date of the report, YYYY-MM-DD'),
    says: z.string().describe('What the report gives, in brief'),
  })
  .meta({ id: 'SaaitReport' });

export const SaaitDay = z
  .strictObject({
    date: z.string().describe('BS date, YYYY-MM-DD'),
    ad: isoDate,
    basis: z
      .enum(['published', 'computed'])
      .describe(
        "'published': from the committee's list as reported; 'computed': by the classical rules",
      ),
    reasons: z.strictObject({
      nakshatra: NamedIndex0,
      tithi: NamedIndex0,
      weekday: NamedIndex0,
      yoga: NamedIndex0,
      karana: NamedIndex0,
      at: dateTime.describe('When the conditions were read: the first moment meeting them all'),
      lagna: z
        .strictObject({ sign: NamedIndex0, from: dateTime, to: dateTime })
        .optional()
        .describe(
          'Marriage: the rising sign (Lahiri) at Kathmandu at that moment, and its stretch',
        ),
      checks: z.array(Check).describe('Every condition checked, and whether it held'),
    }),
    source: ReportSource.optional(),
  })
  .meta({ id: 'SaaitDay' });

export const Saait = z
  .strictObject({
    year: z.int(),
    kind,
    rules: z.string().describe('The classical text the computed days follow'),
    days: z.array(SaaitDay),
    closed: z
      .array(
        z.strictObject({
          reason: z.enum(['chaturmas', 'jupiter-combust', 'venus-combust', 'adhik', 'sun-sign']),
          from: BsDate,
          to: BsDate,
        }),
      )
      .describe('Stretches closed for this kind, with why'),
    published: z
      .array(ReportSource)
      .describe('The press reports of the committee’s list held for this year'),
  })
  .meta({ id: 'Saait' });
