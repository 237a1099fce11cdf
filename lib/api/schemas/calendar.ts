import { z } from 'zod';
import { BS_MAX_YEAR, BS_MIN_YEAR, BS_MONTHS } from '@/lib/bs';
import {
  BsDate,
  bsYear,
  Confidence,
  dayFields,
  DayTithi,
  EventType,
  HolidayGroup,
  isoDate,
} from './common';

// The calendar endpoints: month, year events and the iCalendar files.

/** `{year}` of the calendar paths (the handlers also accept Devanagari digits). */
export const yearPathParams = z.object({
  year: z
    .int()
    .min(BS_MIN_YEAR)
    .max(BS_MAX_YEAR)
    .describe(`BS year, ${BS_MIN_YEAR}–${BS_MAX_YEAR}`),
});

/** `{year}/{month}` of a calendar month. */
export const monthPathParams = yearPathParams.extend({
  month: z.string().meta({
    description: `BS month: 1–12 or its English name (${BS_MONTHS.map((m) => m.slug).join(', ')}); common spellings such as asar, saun or asoj are accepted`,
    examples: ['2', 'jestha'],
  }),
});

export const CalendarDay = z
  .strictObject({ bs: BsDate, ad: isoDate, ...dayFields })
  .meta({ id: 'CalendarDay' });

export const MonthRef = z
  .strictObject({ year: bsYear, month: z.int().min(1).max(12), slug: z.string() })
  .meta({ id: 'MonthRef' });

export const CalendarMonth = z
  .strictObject({
    year: bsYear,
    month: z.int().min(1).max(12),
    slug: z.string().describe('Canonical English month name, e.g. jestha'),
    monthName: z.string(),
    monthNameNe: z.string(),
    confidence: Confidence,
    leadingBlanks: z
      .int()
      .min(0)
      .max(6)
      .describe('Blank cells before day 1 in a Sunday-first week'),
    days: z.array(CalendarDay),
    prev: MonthRef.nullable(),
    next: MonthRef.nullable(),
  })
  .meta({ id: 'CalendarMonth' });

export const YearEvent = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    titleNe: z.string(),
    type: EventType,
    description: z.string(),
    descriptionNe: z.string(),
    bs: BsDate,
    ad: isoDate,
    tithi: DayTithi.describe('The tithi prevailing at sunrise: the day’s tithi'),
    isHoliday: z.boolean(),
    holidayFor: z.array(HolidayGroup).optional(),
    source: z
      .enum(['rule', 'official'])
      .describe("'official' when an official list fixed the date or holiday status"),
    festivalYear: z.int().describe('The festival cycle the day belongs to'),
    spanIndex: z.int().min(1).optional().describe('1-based day within a multi-day event'),
    spanLength: z.int().min(2).optional(),
  })
  .meta({ id: 'YearEvent' });

/** One event of the answer's `events`, by its festival id and day. */
export const EventRef = z
  .strictObject({ id: z.string(), ad: isoDate })
  .meta({ id: 'EventRef', description: 'An entry of `events`, by its `id` and `ad`' });

export const YearOverview = z
  .strictObject({
    start: isoDate.describe('First day of the BS year (AD)'),
    end: isoDate.describe('Last day of the BS year (AD)'),
    days: z.int().min(365).max(366),
    holidayDays: z
      .int()
      .min(0)
      .describe('Days with a nationwide public holiday, the weekly Saturday aside'),
    highlights: z
      .array(EventRef)
      .describe('The festivals readers look for first, in the order of the year'),
    majorByType: z
      .array(z.strictObject({ type: EventType, events: z.array(EventRef) }))
      .describe('Nationwide holidays by festival type, each festival once (its first day)'),
  })
  .meta({ id: 'YearOverview' });

export const YearEvents = z
  .strictObject({
    year: bsYear,
    confidence: Confidence,
    holidays: z
      .enum(['official', 'partial', 'computed'])
      .describe(
        "Where the year's holidays come from: a complete official list, a partial one, or the rules alone",
      ),
    events: z.array(YearEvent),
    overview: YearOverview,
  })
  .meta({ id: 'YearEvents' });

/** `?format=` of the year's holidays. */
export const yearHolidaysQuery = z.object({
  format: z
    .enum(['json', 'csv'], { message: "'format' must be json or csv" })
    .default('json')
    .describe('json, or csv for a spreadsheet download (UTF-8 with BOM), the same rows'),
});

const HolidayDay = z.strictObject({ bs: BsDate, ad: isoDate });

export const HolidayRow = z
  .strictObject({
    id: z
      .string()
      .describe("A festival id, or 'dashain' / 'tihar' for those holidays' run of days"),
    name: z.string(),
    nameNe: z.string(),
    start: HolidayDay,
    end: HolidayDay.describe('The last day; the same as start for a one-day holiday'),
    weekday: z.int().min(0).max(6).describe('Weekday of the first day, 0 = Sunday'),
    days: z.int().min(1),
    holidayFor: z.array(HolidayGroup).min(1),
    source: z
      .enum(['official', 'rule'])
      .describe("'official' when every day is on the government's published list, else 'rule'"),
    citation: z.string().optional().describe('The published list, when source is official'),
  })
  .meta({ id: 'HolidayRow' });

export const YearHolidays = z
  .strictObject({
    year: bsYear,
    list: z
      .enum(['official', 'partial', 'computed'])
      .describe(
        "The government's list for the year: held complete, held in part, or not published (or not held): the standing rules alone",
      ),
    rows: z.array(HolidayRow),
  })
  .meta({ id: 'YearHolidays' });
