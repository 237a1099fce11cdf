import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return t.toISOString().slice(0, 10) === value;
}

/** A Gregorian `YYYY-MM-DD` date (Nepal civil date). */
export const isoDateParam = z
  .string()
  .trim()
  .regex(ISO_DATE, 'expected a date as YYYY-MM-DD')
  .refine(realDate, 'is not a real calendar date');

/** `format=json|csv`, JSON by default. */
export const formatParam = z.enum(['json', 'csv'], { error: 'expected json or csv' }).default('json');

/** Optional `from`/`to` bounds, checked to be in order. */
export const rangeShape = {
  from: isoDateParam.optional(),
  to: isoDateParam.optional(),
};

export const rangeRefinement: [(q: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (q) => !(q.from && q.to && q.from > q.to),
  { message: '"from" must not be after "to"', path: ['from'] },
];

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** Validates URL search params; on failure returns one message naming each bad parameter. */
export function parseQuery<T>(schema: z.ZodType<T>, params: URLSearchParams): ParseResult<T> {
  // Repeated parameters take the last value; empty values count as absent.
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (value !== '') raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = parsed.error.issues
    .map((issue) => {
      const where = issue.path.map(String).join('.');
      const given = where && raw[where] !== undefined ? ` (got "${raw[where]}")` : '';
      return `${where || 'query'}: ${issue.message}${given}`;
    })
    .join('; ');
  return { ok: false, message };
}
