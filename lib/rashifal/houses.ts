import type { Paksha } from '@/lib/panchang';
import { ORDINALS } from './phrases/colour';

/** How the Moon's transit house reads for a sign: gochara results, data-sources.md §4. */
export type Tone = 'favourable' | 'mixed' | 'adverse';

const FAVOURABLE = new Set([1, 3, 6, 7, 10, 11]);
const ADVERSE = new Set([4, 8, 12]);

/** The Moon's house from a sign: 1 in the sign itself, 2 in the next, … 12 in the one before. */
export function houseFrom(sign: number, moonSign: number): number {
  return ((((moonSign - sign) % 12) + 12) % 12) + 1;
}

/** Houses 1, 3, 6, 7, 10, 11 favourable; 4, 8, 12 adverse; 2, 5, 9 mixed. */
export function toneOf(house: number): Tone {
  if (FAVOURABLE.has(house)) return 'favourable';
  if (ADVERSE.has(house)) return 'adverse';
  return 'mixed';
}

/** Favourable houses always; mixed (2, 5, 9) in the bright half (chandra-bala, the waxing Moon). */
export function isFavourable(house: number, paksha: Paksha): boolean {
  const tone = toneOf(house);
  return tone === 'favourable' || (tone === 'mixed' && paksha === 'shukla');
}

/** "9th" / "नवौं": a house number as an ordinal in both languages. */
export function houseOrdinal(house: number): { en: string; ne: string } {
  const pair = ORDINALS[house - 1];
  if (!pair) throw new RangeError(`House ${house} is not 1–12`);
  return { en: pair[0], ne: pair[1] };
}
