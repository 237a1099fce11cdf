import { z } from 'zod';
import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { HOLIDAY_GROUPS } from '@/lib/festivals/types';

/* Building blocks shared by several response bodies. */

/** A Gregorian `YYYY-MM-DD` in an answer. */
export const isoDate = z.iso.date();
/** An instant in an answer: ISO 8601 with an offset (+05:45 for Nepal times, Z for UTC). */
export const dateTime = z.iso.datetime({ offset: true });

export const Confidence = z.enum(['historical', 'official', 'projected']).meta({
  id: 'Confidence',
  description:
    "How far the BS year's month lengths can be trusted: official (approved almanac), historical (before 2000 BS, reconstructed tables), projected (no almanac yet; may change)",
});

export const Weekday = z
  .int()
  .min(0)
  .max(6)
  .meta({ id: 'Weekday', description: '0 = Sunday … 6 = Saturday' });

const bsYear = z.int().min(BS_MIN_YEAR).max(BS_MAX_YEAR);
const bsFields = { year: bsYear, month: z.int().min(1).max(12), day: z.int().min(1).max(32) };

export const BsDate = z.strictObject(bsFields).meta({ id: 'BsDate' });

export const NamedBsDate = z
  .strictObject({ ...bsFields, monthName: z.string(), monthNameNe: z.string() })
  .meta({ id: 'NamedBsDate' });

export const names = {
  name: z.string().describe('English name'),
  nameNe: z.string().describe('Nepali name (Devanagari)'),
};

export const NamedIndex = z
  .strictObject({ index: z.int().min(1), ...names })
  .meta({ id: 'NamedIndex' });

export const Paksha = z.enum(['shukla', 'krishna']).meta({ id: 'Paksha' });

export const DayTithi = z
  .strictObject({ index: z.int().min(1).max(30), ...names, paksha: Paksha })
  .meta({ id: 'DayTithi' });

export const EventType = z
  .enum(['national', 'religious', 'cultural', 'international', 'community'])
  .meta({ id: 'EventType' });

export const HolidayGroup = z
  .enum(HOLIDAY_GROUPS)
  .meta({ id: 'HolidayGroup', description: "'national' is a public holiday for everyone" });

export const DayStatus = z
  .enum(['public-holiday', 'weekend', 'working-day'])
  .meta({ id: 'DayStatus' });

export const CalendarEvent = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    titleNe: z.string(),
    type: EventType,
    isHoliday: z.boolean().describe('A holiday for anyone: the nation, a region or a group'),
    holidayFor: z.array(HolidayGroup).optional(),
  })
  .meta({ id: 'CalendarEvent' });

/** Fields of a day as the calendar and today's answer show it. */
export const dayFields = {
  weekday: Weekday,
  tithi: DayTithi,
  nakshatra: NamedIndex,
  sunrise: dateTime.describe('Apparent sunrise at Kathmandu, ISO 8601 with +05:45'),
  sunset: dateTime.describe('Apparent sunset at Kathmandu, ISO 8601 with +05:45'),
  events: z.array(CalendarEvent),
  isHoliday: z
    .boolean()
    .describe('A national public holiday (regional and group holidays are in `events`)'),
  status: DayStatus,
};

export { bsYear };
