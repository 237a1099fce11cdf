import type { BsDate } from '@/lib/bs';

export type { BsDate };

export type FestivalType = 'national' | 'religious' | 'cultural' | 'international' | 'community';

/**
 * Who gets a day off. 'national' makes the day a public holiday for everyone; every other value
 * is a group or region (the day stays a working day for the rest of the country).
 */
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

/**
 * The moment of day D at which the tithi must prevail (tithi-method.md §5):
 * sunrise; madhyahna = sunrise + 0.5 × day length (classical midday, our addition for the
 * madhyahna-vyapini vratas); aparahna = sunrise + 0.7 × day length; pradosh = sunset + 72 min;
 * nishitha = midpoint of the night after D (sunset D → sunrise D+1).
 */
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

/** A fixed Bikram Sambat month and day. */
export interface SolarRule {
  kind: 'solar';
  month: number;
  day: number;
}

/** A fixed Gregorian month and day. */
export interface GregorianRule {
  kind: 'gregorian';
  month: number;
  day: number;
}

/**
 * An Islamic (Hijri) date: month 1–12 and day of the Umm al-Qura calendar, observed in Nepal
 * `offsetDays` later (the crescent is sighted in Nepal a day after Saudi Arabia's calendar,
 * as the published Eid holidays of BS 2079–2081 show). The Hijri year is 354 or 355 days, so a
 * BS year holds one occurrence and, about once in 33 years, two.
 */
export interface HijriRule {
  kind: 'hijri';
  month: number;
  day: number;
  offsetDays: number;
}

/** `offsetDays` after the start of festival `from` in the same festival year; optionally several days. */
export interface DerivedRule {
  kind: 'derived';
  from: string;
  offsetDays: number;
  spanDays?: number;
}

/**
 * A continuous block of leave, as the Ministry of Home Affairs gives Dashain (Fulpati to
 * Dwadashi) and Tihar (Laxmi Puja to the day after Bhai Tika): from the first day of festival
 * `from` to `extraDays` after the first day of festival `through`, same festival year. The event
 * shows on the block's days that no other national holiday already names (a repeated tithi such
 * as the second Ashtami of 2083, or the days after the main day), so the block has no hole.
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

/** One day of a festival (or the single day) as it appears on the calendar. */
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
  /** The festival year (cycle) the occurrence belongs to: a BS year, or the Hijri (AH) year for Islamic festivals. */
  festivalYear: number;
  /** 1-based day within a multi-day event. */
  spanIndex?: number;
  spanLength?: number;
}

export type HolidayStatus = 'public-holiday' | 'weekend' | 'working-day';

/** One row of an official public-holiday list. */
export interface OfficialEntry {
  /** A catalogue festival id, or a custom event defined inline. */
  festival: string | CustomEvent;
  date: BsDate;
  appliesTo: readonly HolidayGroup[];
  /** Where the fact comes from: a specific public document or page. */
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
  /** 'complete' lists replace the standing holiday practice for that year; 'partial' ones only confirm or move the entries they hold. */
  coverage: 'complete' | 'partial';
  entries: readonly OfficialEntry[];
}
