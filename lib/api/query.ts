import type { z } from 'zod';

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** Validates a request's query string against an endpoint's zod query schema. */
export function parseQuery<T>(schema: z.ZodType<T>, url: string): ParseResult<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) if (value !== '') raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}
