import 'server-only';

/**
 * Plausibility bands per NRB currency (NPR per NRB's unit), each narrower than a factor of 10 so a
 * slipped decimal point falls outside; INR is held to its peg instead (validate.ts).
 */
export interface RateBand {
  unit: number;
  min: number;
  max: number;
}

export const RATE_BANDS: Readonly<Record<string, RateBand>> = {
  USD: { unit: 1, min: 60, max: 250 },
  EUR: { unit: 1, min: 60, max: 300 },
  GBP: { unit: 1, min: 90, max: 350 },
  CHF: { unit: 1, min: 50, max: 310 },
  AUD: { unit: 1, min: 45, max: 170 },
  CAD: { unit: 1, min: 50, max: 180 },
  SGD: { unit: 1, min: 40, max: 190 },
  JPY: { unit: 10, min: 5, max: 16 },
  CNY: { unit: 1, min: 8, max: 35 },
  SAR: { unit: 1, min: 15, max: 65 },
  QAR: { unit: 1, min: 15, max: 68 },
  THB: { unit: 1, min: 1.5, max: 7.5 },
  AED: { unit: 1, min: 15, max: 67 },
  MYR: { unit: 1, min: 15, max: 58 },
  KRW: { unit: 100, min: 4, max: 16 },
  SEK: { unit: 1, min: 6, max: 26 },
  DKK: { unit: 1, min: 8, max: 38 },
  HKD: { unit: 1, min: 7, max: 32 },
  KWD: { unit: 1, min: 180, max: 800 },
  BHD: { unit: 1, min: 150, max: 650 },
  OMR: { unit: 1, min: 150, max: 640 },
};

/** The band for `iso3` per `unit` (scaled to NRB's unit), or null for an unlisted currency. */
export function bandFor(iso3: string, unit: number): { min: number; max: number } | null {
  const band = RATE_BANDS[iso3];
  if (!band) return null;
  const scale = unit / band.unit;
  return { min: band.min * scale, max: band.max * scale };
}
