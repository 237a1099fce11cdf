/** Nepal Standard Time: UTC+05:45, kept without daylight saving since 1986. */
import { civilDateOfUtc, formatIsoDay, pad, utcOfIsoDay, type CivilDate } from './civil-date';

export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The Nepal wall clock at an instant: civil date and time of day. */
export interface NepalWallClock extends CivilDate {
  hour: number;
  minute: number;
  second: number;
}

const ms = (instant: Date | number): number =>
  typeof instant === 'number' ? instant : instant.getTime();

export function nepalWallClock(instant: Date | number): NepalWallClock {
  const shifted = ms(instant) + NEPAL_OFFSET_MS;
  const d = new Date(shifted);
  return {
    ...civilDateOfUtc(shifted),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

export function nepalCivilDate(instant: Date | number): CivilDate {
  return civilDateOfUtc(ms(instant) + NEPAL_OFFSET_MS);
}

/** 'HH:MM' on the Nepal wall clock at `instant`. */
export function nepalClock(instant: Date | number): string {
  const { hour, minute } = nepalWallClock(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** Epoch ms of 00:00 Nepal time on the civil day whose UTC midnight is `utc`. */
export function nepalMidnightMs(utc: number): number {
  return utc - NEPAL_OFFSET_MS;
}

/** Epoch ms of a Nepal wall-clock time on the civil day whose UTC midnight is `utc`. */
export function nepalTimeMs(utc: number, hour: number, minute: number, second = 0): number {
  return nepalMidnightMs(utc) + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** ISO 8601 in Nepal time to the nearest second, e.g. '2024-10-03T06:02:11+05:45'. */
export function nepalIso(instant: Date | number): string {
  const w = nepalWallClock(Math.round(ms(instant) / 1000) * 1000);
  return (
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}` +
    `T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}+05:45`
  );
}

/** 'YYYY-MM-DD' of the Nepal civil date at `instant`. */
export function nepalIsoDay(instant: Date | number): string {
  return formatIsoDay(nepalCivilDate(instant));
}

/** Reads a Nepal wall-clock 'YYYY-MM-DD HH:MM[:SS]' as an instant; null if malformed. */
export function parseNepalTimestamp(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!m) return null;
  const utc = utcOfIsoDay(m[1] ?? '');
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? '0')];
  if (Number.isNaN(utc) || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(nepalTimeMs(utc, hour, minute, second));
}
