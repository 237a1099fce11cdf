import type {
  BlockRule,
  DerivedRule,
  GregorianRule,
  HijriRule,
  LunarRule,
  SolarRule,
  TimeOfDay,
} from '../types';

/** Purnimanta month numbers (Nepal's labels) and tithi numbers, to keep the catalogue readable. */
export const M = {
  baishakh: 1,
  jestha: 2,
  ashadh: 3,
  shrawan: 4,
  bhadra: 5,
  ashwin: 6,
  kartik: 7,
  mangsir: 8,
  poush: 9,
  magh: 10,
  falgun: 11,
  chaitra: 12,
} as const;

/** Shukla tithi n (1–15, 15 = Purnima). */
export const shukla = (n: number): number => n;
/** Krishna tithi n (1–15, 15 = Aunsi) as the 16–30 index. */
export const krishna = (n: number): number => 15 + n;

export const lunar = (month: number, tithi: number, at: TimeOfDay, nextDay = false): LunarRule =>
  nextDay ? { kind: 'lunar', month, tithi, at, nextDay } : { kind: 'lunar', month, tithi, at };
export const solar = (month: number, day: number): SolarRule => ({ kind: 'solar', month, day });
export const gregorian = (month: number, day: number): GregorianRule => ({
  kind: 'gregorian',
  month,
  day,
});
export const derived = (from: string, offsetDays: number, spanDays?: number): DerivedRule =>
  spanDays
    ? { kind: 'derived', from, offsetDays, spanDays }
    : { kind: 'derived', from, offsetDays };
export const hijri = (month: number, day: number, offsetDays: number): HijriRule => ({
  kind: 'hijri',
  month,
  day,
  offsetDays,
});
export const block = (from: string, through: string, extraDays: number): BlockRule => ({
  kind: 'block',
  from,
  through,
  extraDays,
});
