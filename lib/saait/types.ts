import type { BsDate } from '@/lib/bs';
import type { Graha } from './lagna';

export const SAAIT_KINDS = [
  'bibaha',
  'bratabandha',
  'pasni',
  'griha-prabesh',
  'byapar',
  'shilanyas',
] as const;

/** Marriage, sacred-thread, first rice, moving in, opening a business, laying a foundation. */
export type SaaitKind = (typeof SAAIT_KINDS)[number];

/** Why a stretch of days is closed for a kind. */
export type ClosedReason = 'chaturmas' | 'jupiter-combust' | 'venus-combust' | 'adhik' | 'sun-sign';

/** The conditions a kind's days must meet, with the text they come from. */
export interface KindRules {
  kind: SaaitKind;
  /** Classical source of the conditions, named for readers. */
  source: string;
  /** When the act is done: conditions must hold together at some moment of this window. */
  window: 'day' | 'night';
  /** Nakshatra indexes 1–27 (Ashwini = 1). */
  nakshatras: ReadonlyArray<number>;
  /** Tithis 1–30 allowed (1–15 Shukla Pratipada … Purnima, 16–30 Krishna … Aunsi). */
  tithis: ReadonlyArray<number>;
  /** Weekdays 0 = Sunday … 6 = Saturday. */
  weekdays: ReadonlyArray<number>;
  /** Yoga index 1–27 → how many of its 60 nadis are shunned, from its start (60: all). */
  badYogas: Readonly<Record<number, number>>;
  /** Karana indexes 1–11 that rule a day out (8 = Vishti, Bhadra). */
  excludedKaranas: ReadonlyArray<number>;
  /** Sidereal signs 1–12 (Mesh = 1) the Sun may be in. */
  sunSigns: ReadonlyArray<number>;
  closures: ReadonlyArray<ClosedReason>;
  /** For acts timed by the lagna (marriage): what the rising sign must meet at the moment. */
  lagna?: LagnaRules;
  /** Grahas that may not share the Moon's nakshatra at the moment (yuti dosha), with the text. */
  yuti?: { source: string; grahas: ReadonlyArray<Graha> };
}

/** The lagna's conditions, with the text they come from. */
export interface LagnaRules {
  source: string;
  /** Sidereal signs 1–12 the lagna may be. */
  signs: ReadonlyArray<number>;
  /** Tithis and weekdays beyond the kind's lists that pass under a favoured, unafflicted lagna. */
  weakTithis: ReadonlyArray<number>;
  weakWeekdays: ReadonlyArray<number>;
  /** Houses (1–12 from the lagna, whole sign) each graha, or the lagna's lord, may not stand in. */
  avoid: Readonly<Partial<Record<Graha | 'lagna-lord', ReadonlyArray<number>>>>;
}

/** One condition checked on a day, with the value found. */
export interface Check {
  rule:
    | 'nakshatra'
    | 'tithi'
    | 'weekday'
    | 'yoga'
    | 'karana'
    | 'sun-sign'
    | 'lagna'
    | 'lagna-shuddhi'
    | 'yuti'
    | ClosedReason;
  ok: boolean;
  /** Index found: nakshatra, tithi 1–30, weekday, yoga, karana, sign, or the afflicted house. */
  value?: number;
  /** The tithi or weekday is a weaker one, admitted by the lagna of the moment. */
  byLagna?: boolean;
}

export interface SaaitDay {
  bs: BsDate;
  /** Gregorian ISO date (Nepal civil day). */
  ad: string;
  /** Every check made; a saait day passes them all. */
  checks: Check[];
  /** The moment (ISO, +05:45) at which the panchang conditions hold together. */
  at?: string;
}

export interface ClosedPeriod {
  reason: ClosedReason;
  /** Inclusive BS span, clipped to the year. */
  from: BsDate;
  to: BsDate;
}
