import type { z } from 'zod';
import type { QueryErrorCode } from './error-codes';

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

export type QueryResult<T> =
  { ok: true; data: T } | { ok: false; code: QueryErrorCode; message: string };

const DATE_CODES: readonly unknown[] = ['invalid_date', 'out_of_range'] satisfies QueryErrorCode[];

/** Validates a request's query string against an endpoint's zod query schema. */
export function parseQuery<T>(schema: z.ZodType<T>, url: string): QueryResult<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) if (value !== '') raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const { issues } = parsed.error;
  const first = issues[0];
  // A date parameter's refusal names its own code (lib/api/schemas/date.ts); the rest are queries.
  const code =
    first?.code === 'custom' && DATE_CODES.includes(first.params?.code)
      ? first.params!.code
      : 'invalid_query';
  return { ok: false, code, message: issues.map((issue) => issue.message).join('; ') };
}
