/**
 * A forex-page currency: NRB's rate per published unit, the buying rate's change since the
 * previous stored day.
 */
export interface ForexRow {
  iso3: string;
  /** The currency's name in the page's language. */
  label: string;
  unit: number;
  buy: number;
  sell: number;
  /** Buying rate minus the previous stored day's, or null when that day lacks the currency. */
  change: number | null;
}
