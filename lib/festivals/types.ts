import type { BsDate } from '@/lib/bs';

export type { BsDate };

export type FestivalType = 'national' | 'religious' | 'cultural' | 'international' | 'community';

/** Who gets a day off: 'national' is everyone, any other value a group or region. */
export const HOLIDAY_GROUPS = [
  'national',
  'women',
  'terai',
  'hill',
  'kathmandu-valley',
  'educational-institutions',
  'persons-with-disabilities',
  'kirat',
  'sikh',
  'tharu',
  'tamang',
  'sherpa',
  'gurung',
  'newar',
  'muslim',
  'christian',
  'buddhist',
] as const;

export type HolidayGroup = (typeof HOLIDAY_GROUPS)[number];

/** When on day D the tithi must prevail (tithi-method.md §5); madhyahna is our addition. */
export type TimeOfDay = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishitha';

/** Purnimanta lunar month (1 = Baishakh … 12 = Chaitra, Nepal's labels) and tithi (1–30). */
export interface LunarRule {
  kind: 'lunar';
  month: number;
  tithi: number;
  at: TimeOfDay;
  /** The festival is the day after the day the rule selects (e.g. a morning-after observance). */
  nextDay?: boolean;
}

export interface SolarRule {
  kind: 'solar';
  month: number;
  day: number;
}

export interface GregorianRule {
  kind: 'gregorian';
  month: number;
  day: number;
}

/** Umm al-Qura month and day, in Nepal `offsetDays` later (sighted a day after Saudi Arabia). */
export interface HijriRule {
  kind: 'hijri';
  month: number;
  day: number;
  offsetDays: number;
}

/** `offsetDays` after festival `from` starts, in the same festival year; may span several days. */
export interface DerivedRule {
  kind: 'derived';
  from: string;
  offsetDays: number;
  spanDays?: number;
}

/**
 * Ministry of Home Affairs leave block (Dashain, Tihar): `from`'s first day to `extraDays` after
 * `through`'s; it fills the block's days no other national holiday names.
 */
export interface BlockRule {
  kind: 'block';
  from: string;
  through: string;
  extraDays: number;
}

export type FestivalRule =
  LunarRule | SolarRule | GregorianRule | HijriRule | DerivedRule | BlockRule;

export interface Festival {
  /** Stable kebab-case identifier (URLs, i18n keys, official lists). */
  id: string;
  name: string;
  nameNe: string;
  type: FestivalType;
  description: string;
  descriptionNe: string;
  /** Standing public-holiday practice; official lists override it year by year. */
  holiday?: readonly HolidayGroup[];
  rule: FestivalRule;
}

export interface FestivalEvent {
  id: string;
  name: string;
  nameNe: string;
  type: FestivalType;
  description: string;
  descriptionNe: string;
  bs: BsDate;
  /** 'YYYY-MM-DD' (Nepal civil day). */
  ad: string;
  /** True when the day is a holiday for anyone (national, regional or a group). */
  isHoliday: boolean;
  /** Who gets the day off, when `isHoliday`. */
  holidayFor?: HolidayGroup[];
  /** 'official' when an official list fixed this event's date or holiday status. */
  source: 'rule' | 'official';
  /** Citation of the official list entry, when `source` is 'official'. */
  citation?: string;
  /** Where the rule alone puts the event, kept when an official list moved it. */
  ruleDate?: { bs: BsDate; ad: string };
  /** The occurrence's festival year (cycle): a BS year, or the Hijri (AH) year for Islamic ones. */
  festivalYear: number;
  /** 1-based day within a multi-day event. */
  spanIndex?: number;
  spanLength?: number;
}

export type HolidayStatus = 'public-holiday' | 'weekend' | 'working-day';

export interface OfficialEntry {
  /** A catalogue festival id, or a custom event defined inline. */
  festival: string | CustomEvent;
  date: BsDate;
  appliesTo: readonly HolidayGroup[];
  source: string;
}

export interface CustomEvent {
  id: string;
  name: string;
  nameNe: string;
  type: FestivalType;
  description: string;
  descriptionNe: string;
}

export interface OfficialList {
  year: number;
  /** 'complete' replaces the year's standing practice; 'partial' confirms or moves its rows. */
  coverage: 'complete' | 'partial';
  entries: readonly OfficialEntry[];
}
