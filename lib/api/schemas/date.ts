import { z } from 'zod';
import { type Calendar, type DateRefusal, refuseDate } from '@/lib/calendar/convert';

const PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A refused date as a zod issue that carries its API code, for `parseQuery`. */
export function dateIssue(name: string, refusal: DateRefusal, path: string[] = []) {
  return {
    code: 'custom' as const,
    message: `'${name}' ${refusal.message}`,
    params: { code: refusal.code },
    path,
  };
}

/** A `YYYY-MM-DD` query parameter's shape, for the document; the date itself is checked apart. */
export const isoDateShape = (name: string) =>
  z.string({ message: `'${name}' is required, as YYYY-MM-DD` }).meta({ pattern: PATTERN });

/** A `YYYY-MM-DD` query parameter in one calendar, refused by `refuseDate` (400 with its code). */
export const isoDateParam = (name: string, calendar: Calendar = 'ad') =>
  isoDateShape(name).superRefine((value, ctx) => {
    const refusal = refuseDate(value, calendar);
    if (refusal) ctx.addIssue(dateIssue(name, refusal));
  });

/** Splits a validated `YYYY-MM-DD` string into numbers. */
export function splitIsoDate(value: string): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
