import { z } from 'zod';
import { isoDateParam } from './date';

/*
 * Query parameters of the market-data endpoints (/api/v1/forex, /vegetables, /metals and their
 * /history), plus the range and CSV helpers they share. Parsers return a result, never throw.
 */

/** Longest history range one request may ask for (3 years, leap days included). */
export const MAX_HISTORY_DAYS = 3 * 366;
/** History range when neither `from` nor `to` bounds it: the last year. */
export const DEFAULT_HISTORY_DAYS = 365;

const DAY_MS = 86_400_000;

const isRealDay = (value: string) => {
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
};

/** A real Gregorian `YYYY-MM-DD` (Nepal civil date). */
const day = (name: string) =>
  isoDateParam(name, '2026-04-01').refine(isRealDay, { message: `'${name}' is not a real calendar date` });

const format = z.enum(['json', 'csv'], { message: "'format' must be json or csv" }).default('json');

const range = { from: day('from').optional(), to: day('to').optional(), format };

/** `?date=` of a day endpoint; absent means the newest stored day. */
export const marketDayQuery = z.object({ date: day('date').optional() });

/** `/api/v1/forex/history?currency=USD&from=&to=&format=`. */
export const forexHistoryQuery = z.object({
  currency: z
    .string({ message: "'currency' is required, an ISO 4217 code such as USD" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: "'currency' must be a 3-letter ISO 4217 code such as USD" }),
  ...range,
});

/** `/api/v1/vegetables/history?commodity=<English or Nepali name>&from=&to=&format=`. */
export const vegetablesHistoryQuery = z.object({
  commodity: z
    .string({ message: "'commodity' is required: an English or Nepali name as listed by /api/v1/vegetables" })
    .trim()
    .min(1, { message: "'commodity' must not be empty" })
    .max(100, { message: "'commodity' is too long" }),
  ...range,
});

/**
 * `/api/v1/metals/history?metal=gold&grade=fine&unit=tola&from=&to=&format=`. Grade defaults to
 * fine for gold and standard for silver (its only grade); unit to tola.
 */
export const metalsHistoryQuery = z
  .object({
    metal: z.enum(['gold', 'silver'], { message: "'metal' must be gold or silver" }),
    grade: z.enum(['fine', 'tejabi', 'standard'], { message: "'grade' must be fine, tejabi or standard" }).optional(),
    unit: z.enum(['tola', '10g'], { message: "'unit' must be tola or 10g" }).default('tola'),
    ...range,
  })
  .transform((q) => ({ ...q, grade: q.grade ?? (q.metal === 'gold' ? ('fine' as const) : ('standard' as const)) }))
  .refine((q) => (q.metal === 'silver') === (q.grade === 'standard'), {
    message: "'grade': silver is only quoted as standard; gold as fine or tejabi",
  });

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Validates a request's query string. Empty values count as absent and a repeated parameter
 * takes its last value; unknown parameters are ignored.
 */
export function parseMarketQuery<T>(schema: z.ZodType<T>, url: string): ParseResult<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) if (value !== '') raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}

const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Completes a history range: `to` defaults to `today` (Nepal) and `from` to a year before `to`.
 * Rejects from > to and spans over MAX_HISTORY_DAYS (a lone old `from` too: ask with `to`).
 */
export function resolveRange(
  q: { from?: string; to?: string },
  today: string,
): ParseResult<{ from: string; to: string }> {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? shift(to, -(DEFAULT_HISTORY_DAYS - 1));
  if (from > to) return { ok: false, message: `'from' (${from}) is after 'to' (${to})` };
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (days > MAX_HISTORY_DAYS) {
    return {
      ok: false,
      message: `the range ${from}…${to} spans ${days} days; at most ${MAX_HISTORY_DAYS} (3 years) per request, so split it with 'from' and 'to'`,
    };
  }
  return { ok: true, data: { from, to } };
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * RFC 4180 CSV with a UTF-8 BOM (so spreadsheet apps read Nepali names) and CRLF line ends;
 * cells are quoted only when they need it, and formula-leading text is defused with a quote.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** A download filename of safe ASCII characters: `forex_USD_2025-04-02_2026-04-01.csv`. */
export function csvFilename(...parts: string[]): string {
  return `${parts.join('_').replace(/[^A-Za-z0-9._-]+/g, '-')}.csv`;
}

/** NPR amounts rounded to paisa (and differences of them, free of float noise). */
export const npr = (value: number) => Math.round(value * 100) / 100;
