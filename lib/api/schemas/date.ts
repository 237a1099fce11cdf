import { z } from 'zod';

/** A `YYYY-MM-DD` query parameter; whether it is a real day is checked by the calendar code. */
export const isoDateParam = (name: string, example: string) =>
  z
    .string({ message: `'${name}' is required, as YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `'${name}' must be YYYY-MM-DD, e.g. ${example}` });

/** Splits a validated `YYYY-MM-DD` string into numbers. */
export function splitIsoDate(value: string): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
