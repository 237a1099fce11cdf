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

/** Trust in a year's month lengths: published, reconstructed (before 2000) or projected. */
export type BsConfidence = 'historical' | 'official' | 'projected';

/** Weekday index, 0 = Sunday … 6 = Saturday (as `Date.prototype.getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
