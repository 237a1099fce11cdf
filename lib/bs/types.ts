/** A Bikram Sambat date; all fields 1-based (month 1 = Baishakh … 12 = Chaitra). */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** A proleptic Gregorian (AD) date; all fields 1-based (month 1 = January). */
export interface AdDate {
  year: number;
  month: number;
  day: number;
}

/**
 * How far a BS year's month lengths can be trusted:
 * - `official`: published by the Nepal Panchanga Nirnayak Samiti, every public table agrees;
 * - `historical`: before BS 2000, reconstructed tables that agree bar a few disputed months;
 * - `projected`: no almanac published yet; a calendar maker's projection that may change.
 */
export type BsConfidence = 'historical' | 'official' | 'projected';

/** Weekday index, 0 = Sunday … 6 = Saturday (as `Date.prototype.getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
