import { bsDateError } from './calendar';
import { fromDevanagariDigits } from './digits';
import { adDateError } from './gregorian';
import { BS_MONTHS } from './names';
import type { AdDate, BsDate } from './types';

/** Outcome of a parser: the value, or a message fit for a 400 response. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

// Its own copy of lib/time/civil-date's pattern: lib/bs imports nothing of ours (lint zone).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict ASCII 'YYYY-MM-DD' naming a real date ('bs': inside 1970–2100 BS). Never throws. */
export function parseIsoDate(input: string, calendar: 'ad'): ParseResult<AdDate>;
export function parseIsoDate(input: string, calendar: 'bs'): ParseResult<BsDate>;
export function parseIsoDate(input: string): ParseResult<AdDate>;
export function parseIsoDate(
  input: string,
  calendar: 'ad' | 'bs' = 'ad',
): ParseResult<AdDate | BsDate> {
  const match = typeof input === 'string' ? ISO_DATE.exec(input) : null;
  if (!match) return { ok: false, error: `Expected a date as YYYY-MM-DD, got '${String(input)}'` };
  const value = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (calendar === 'bs') {
    const error = bsDateError(value);
    return error ? { ok: false, error } : { ok: true, value };
  }
  const error = adDateError(value);
  return error ? { ok: false, error: `Invalid AD date ${input}: ${error}` } : { ok: true, value };
}

const MONTH_BY_NAME = new Map<string, number>();
for (const month of BS_MONTHS) {
  for (const key of [month.name, month.slug, month.nameNe, ...month.aliases]) {
    MONTH_BY_NAME.set(key.toLowerCase(), month.index);
  }
}

/** BS month 1–12 from a number (ASCII or Devanagari) or a listed spelling, any case; else null. */
export function parseBsMonth(input: string): number | null {
  if (typeof input !== 'string') return null;
  const key = fromDevanagariDigits(input.trim()).toLowerCase();
  if (/^\d{1,2}$/.test(key)) {
    const n = Number(key);
    return n >= 1 && n <= 12 ? n : null;
  }
  return MONTH_BY_NAME.get(key) ?? null;
}
