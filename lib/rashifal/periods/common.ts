import { adToBs, formatAdDate, formatBsDate, localeDigits } from '@/lib/bs';
import { absoluteSunSign, sankrantiMs } from '@/lib/panchang/surya-siddhanta';
import { nepalCivilDate, nepalIso, nepalIsoDay } from '@/lib/time/nepal-time';
import { fill } from '../phrases/colour';
import type { PhrasePair } from '../phrases/types';
import type { SignRef } from '../reading';
import { type Bilingual, type Sign, signAt } from '../signs';
import { type Ingress, ingresses } from './search';
import { siderealSign, type SkyPlanet } from './sky';

export const mod = (n: number, m: number): number => ((n % m) + m) % m;

export const ref = (sign: Sign): SignRef => ({
  index: sign.index,
  key: sign.key,
  name: sign.name,
  nameNe: sign.nameNe,
});

export const refAt = (index: number): SignRef => ref(signAt(index));

export const both = (
  [en, ne]: PhrasePair,
  en2: Record<string, string> = {},
  ne2: Record<string, string> = {},
): Bilingual => ({ en: fill(en, en2), ne: fill(ne, ne2) });

/** The planets the longer readings name: the Sun and the tara grahas, Rahu and Ketu. */
export type PeriodPlanet = 'sun' | SkyPlanet;

export const PLANET_NAMES: Record<PeriodPlanet, Bilingual> = {
  sun: { en: 'the Sun', ne: 'सूर्य' },
  mars: { en: 'Mars', ne: 'मङ्गल' },
  mercury: { en: 'Mercury', ne: 'बुध' },
  venus: { en: 'Venus', ne: 'शुक्र' },
  jupiter: { en: 'Jupiter', ne: 'बृहस्पति' },
  saturn: { en: 'Saturn', ne: 'शनि' },
  rahu: { en: 'Rahu', ne: 'राहु' },
  ketu: { en: 'Ketu', ne: 'केतु' },
};

/** The Sun's sign as the almanac reckons it (Surya Siddhanta): the one that makes BS months. */
export const sunSignAt = (ms: number): number => mod(absoluteSunSign(ms), 12) + 1;

/** Sign changes of a planet in [start, end). The Sun's are the sankrantis, exactly. */
export function planetIngresses(planet: PeriodPlanet, start: number, end: number): Ingress[] {
  if (planet === 'sun') {
    const out: Ingress[] = [];
    for (let n = absoluteSunSign(start) + 1; ; n++) {
      const at = sankrantiMs(n);
      if (at >= end) return out;
      out.push({ at, sign: mod(n, 12) + 1, from: mod(n - 1, 12) + 1 });
    }
  }
  // Mercury can stay under a week in a sign near a station; the others longer.
  const step = planet === 'mercury' || planet === 'venus' || planet === 'mars' ? 0.5 : 2;
  return ingresses((ms) => siderealSign(planet, ms), start, end, step);
}

/** An instant's Nepal date: ISO, and written in both languages (BS, or AD outside the table). */
export function dayOf(ms: number): { date: string; at: string; text: Bilingual } {
  const civil = nepalCivilDate(ms);
  let text: Bilingual;
  try {
    const bs = adToBs(civil);
    text = { en: formatBsDate(bs, 'en'), ne: formatBsDate(bs, 'ne') };
  } catch {
    text = { en: formatAdDate(civil, 'en'), ne: formatAdDate(civil, 'ne') };
  }
  return { date: nepalIsoDay(ms), at: nepalIso(ms), text };
}

/** Joins short items: "a, b and c" / "a, b र c". */
export function listOf(items: Bilingual[]): Bilingual {
  const join = (xs: string[], and: string) =>
    xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${and} ${xs.at(-1)}`;
  return {
    en: join(
      items.map((i) => i.en),
      'and',
    ),
    ne: join(
      items.map((i) => i.ne),
      'र',
    ),
  };
}

export const digits = (n: number): Bilingual => ({
  en: String(n),
  ne: localeDigits(String(n), 'ne'),
});
