import { addDays, daysBetween } from '@/lib/time/civil-date';
import type { ParseResult } from './query';

/** Longest history range one request may ask for (3 years, leap days included). */
export const MAX_HISTORY_DAYS = 3 * 366;
/** History range when neither `from` nor `to` bounds it: the last year. */
export const DEFAULT_HISTORY_DAYS = 365;

/** Completes a history range: `to` defaults to `today` (Nepal) and `from` to a year before `to`. */
export function resolveRange(
  q: { from?: string; to?: string },
  today: string,
): ParseResult<{ from: string; to: string }> {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? addDays(to, -(DEFAULT_HISTORY_DAYS - 1));
  if (from > to) return { ok: false, message: `'from' (${from}) is after 'to' (${to})` };
  const days = daysBetween(from, to) + 1;
  if (days > MAX_HISTORY_DAYS) {
    return {
      ok: false,
      message: `the range ${from}…${to} spans ${days} days; at most ${MAX_HISTORY_DAYS} (3 years) per request, so split it with 'from' and 'to'`,
    };
  }
  return { ok: true, data: { from, to } };
}
