/** SS nakshatra, yoga, karana and rashis; unverified against an almanac (docs/panchang.md). */
import { KARANA_NAMES, NAKSHATRA_NAMES, RASHI_NAMES, YOGA_NAMES } from './element-names';
import { at } from './names';
import {
  absoluteNakshatra,
  elongationUnwrapped,
  kaliDays,
  moonLongitudeUnwrapped,
  nakshatraStartMs,
  sunLongitudeUnwrapped,
} from './surya-siddhanta';
import type { NamedIndex } from './types';

const SPAN = 40 / 3; // 13°20′
const named = (
  table: ReadonlyArray<{ name: string; nameNe: string }>,
  index: number,
): NamedIndex => ({
  index,
  ...at(table, index - 1),
});
const mod = (x: number, m: number): number => {
  const r = x - m * Math.floor(x / m);
  return r >= m ? 0 : r; // a tiny negative x rounds up to m
};

/** Karana index 1–11 for half-tithi h (0–59 within the lunation). */
export function karanaIndex(halfTithi: number): number {
  if (halfTithi === 0) return 1; // Kimstughna, first half of Shukla Pratipada
  if (halfTithi >= 57) return halfTithi - 57 + 9; // Shakuni, Chatushpada, Naga
  return ((halfTithi - 1) % 7) + 2; // Bava … Vishti, eight cycles
}

/** SS nakshatra, yoga, karana and rashis at a UT instant (epoch ms); nakshatra end as epoch ms. */
export function elementsAt(ms: number): {
  nakshatra: NamedIndex & { endsAtMs: number };
  yoga: NamedIndex;
  karana: NamedIndex;
  moonRashi: NamedIndex;
  sunRashi: NamedIndex;
} {
  const d = kaliDays(ms);
  const sun = mod(sunLongitudeUnwrapped(d), 360);
  const moon = mod(moonLongitudeUnwrapped(d), 360);
  const elongation = mod(elongationUnwrapped(d), 360);
  const absolute = absoluteNakshatra(ms);
  return {
    nakshatra: {
      ...named(NAKSHATRA_NAMES, mod(absolute, 27) + 1),
      endsAtMs: nakshatraStartMs(absolute + 1),
    },
    yoga: named(YOGA_NAMES, Math.floor(mod(sun + moon, 360) / SPAN) + 1),
    karana: named(KARANA_NAMES, karanaIndex(Math.floor(elongation / 6))),
    moonRashi: named(RASHI_NAMES, Math.floor(moon / 30) + 1),
    sunRashi: named(RASHI_NAMES, Math.floor(sun / 30) + 1),
  };
}
