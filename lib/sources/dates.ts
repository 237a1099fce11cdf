import 'server-only';
import { isoDate, todayInNepal } from '@/lib/time';

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** True for a real Gregorian `YYYY-MM-DD` date (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** `iso` shifted by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Day of week of a civil date, 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The Nepal (Asia/Kathmandu, UTC+05:45) civil date of an instant. */
export function nepalDate(instant: Date): string {
  return isoDate(todayInNepal(instant));
}

/** The Nepal wall-clock hour (0–23) of an instant. */
export function nepalHour(instant: Date): number {
  return new Date(instant.getTime() + NEPAL_OFFSET_MS).getUTCHours();
}

/** Reads NRB's `YYYY-MM-DD HH:MM:SS` Nepal local timestamps as an instant; null if malformed. */
export function parseNepalTimestamp(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!m || !isIsoDate(m[1] ?? '')) return null;
  const utc = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}Z`) - NEPAL_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}
