import { adToBs, bsToAd, daysInBsMonth } from '@/lib/bs';
import {
  addDaysUtc,
  type CivilDate,
  civilDayUtc,
  isoDay,
  utcOfCivilDate,
} from '@/lib/time/civil-date';
import { nepalMidnightMs } from '@/lib/time/nepal-time';
import { houseFrom, houseOrdinal } from '../houses';
import {
  DHAIYA_NOTE,
  JUPITER_HOUSE,
  RAHU_NOTE,
  SADE_SATI_NOTE,
  SATURN_HOUSE,
} from '../phrases/periods';
import type { SignRef } from '../reading';
import { type Bilingual, type Sign, SIGNS } from '../signs';
import { both, dayOf, mod, refAt } from './common';
import { type SignSpan, signSpans } from './search';
import { siderealSign } from './sky';
import { GOOD_HOUSES } from './week';

export type SadeSatiPhase = 'first' | 'peak' | 'last';

/** A slow planet's stay in one sign: the Nepal dates it enters and leaves it, and the instants. */
export interface PlanetSpan {
  sign: SignRef;
  from: string;
  to: string;
  fromAt: string;
  toAt: string;
}

export interface SaturnPhase {
  from: string;
  to: string;
  house: number;
  sadeSati: SadeSatiPhase | null;
  dhaiya: boolean;
}

export interface YearSignReading {
  sign: Sign;
  /** Houses from this sign, one per span of the year's top-level lists. */
  jupiterHouses: number[];
  saturnHouses: number[];
  rahuHouses: number[];
  ketuHouses: number[];
  saturn: SaturnPhase[];
  /** The sade sati phase in force for most of the year, or null. */
  sadeSati: { phase: SadeSatiPhase; from: string; to: string } | null;
  /** Whether Saturn is 4th or 8th (dhaiya) for most of the year. */
  dhaiya: boolean;
  prediction: Bilingual;
}

export interface RashifalYear {
  kind: 'year';
  bsYear: number;
  /** 1 Baisakh … the last of Chaitra, AD (Nepal dates). */
  from: string;
  to: string;
  jupiter: PlanetSpan[];
  saturn: PlanetSpan[];
  rahu: PlanetSpan[];
  ketu: PlanetSpan[];
  signs: YearSignReading[];
}

/** Saturn 12th, 1st, 2nd from the sign: the three phases of sade sati. */
export function sadeSatiPhase(house: number): SadeSatiPhase | null {
  return house === 12 ? 'first' : house === 1 ? 'peak' : house === 2 ? 'last' : null;
}

/** Saturn 4th or 8th from the sign: dhaiya (kantaka and ashtama shani). */
export const isDhaiya = (house: number): boolean => house === 4 || house === 8;

const span = ({ sign, from, to }: SignSpan): PlanetSpan => {
  const a = dayOf(from);
  const b = dayOf(to);
  return { sign: refAt(sign), from: a.date, to: b.date, fromAt: a.at, toAt: b.at };
};

/** The spans of a slow planet over [start, end): step and reach fit its slowest stay in a sign. */
export function slowSpans(
  planet: 'jupiter' | 'saturn' | 'rahu',
  start: number,
  end: number,
): SignSpan[] {
  // Saturn's shortest stay (a retrograde return) is over two months, Jupiter's a few weeks.
  const { step, reach } = {
    jupiter: { step: 2, reach: 500 },
    saturn: { step: 4, reach: 1200 },
    rahu: { step: 4, reach: 700 },
  }[planet];
  return signSpans((ms) => siderealSign(planet, ms), start, end, step, reach);
}

/** The BS year of a civil day: Jupiter, Saturn, Rahu, Ketu by sign and house; sade sati, dhaiya. */
export function yearlyRashifal(date: CivilDate): RashifalYear {
  civilDayUtc(date);
  const { year } = adToBs(date);
  const first = utcOfCivilDate(bsToAd({ year, month: 1, day: 1 }));
  const last = utcOfCivilDate(bsToAd({ year, month: 12, day: daysInBsMonth(year, 12) }));
  const start = nepalMidnightMs(first);
  const end = nepalMidnightMs(addDaysUtc(first, Math.round((last - first) / 86_400_000) + 1));
  const jupiter = slowSpans('jupiter', start, end);
  const saturn = slowSpans('saturn', start, end);
  const rahu = slowSpans('rahu', start, end);
  const ketu = rahu.map((s) => ({ ...s, sign: mod(s.sign + 5, 12) + 1 }));
  const overlap = (s: SignSpan) => Math.min(s.to, end) - Math.max(s.from, start);
  return {
    kind: 'year',
    bsYear: year,
    from: isoDay(first),
    to: isoDay(last),
    jupiter: jupiter.map(span),
    saturn: saturn.map(span),
    rahu: rahu.map(span),
    ketu: ketu.map(span),
    signs: SIGNS.map((sign) => readYear(sign, { jupiter, saturn, rahu, ketu }, overlap)),
  };
}

type Skies = Record<'jupiter' | 'saturn' | 'rahu' | 'ketu', SignSpan[]>;

function readYear(sign: Sign, sky: Skies, overlap: (s: SignSpan) => number): YearSignReading {
  const houses = (spans: SignSpan[]) => spans.map((s) => houseFrom(sign.index, s.sign));
  const saturnHouses = houses(sky.saturn);
  const saturn = sky.saturn.map((s, i) => {
    const house = saturnHouses[i]!;
    return { ...span(s), house, sadeSati: sadeSatiPhase(house), dhaiya: isDhaiya(house) };
  });
  // The stay that covers most of the year decides the year's headline.
  const main = sky.saturn.reduce(
    (best, s, i) => (overlap(s) > overlap(sky.saturn[best]!) ? i : best),
    0,
  );
  const mainPhase = saturn[main]!;

  const sentences: Bilingual[] = [];
  const range = (s: SignSpan) => {
    const a = dayOf(s.from).text;
    const b = dayOf(s.to).text;
    return [
      { from: a.en, to: b.en },
      { from: a.ne, to: b.ne },
    ] as const;
  };
  for (const [i, s] of sky.saturn.entries()) {
    const house = saturnHouses[i]!;
    const [en, ne] = range(s);
    const phase = sadeSatiPhase(house);
    if (phase) sentences.push(both(SADE_SATI_NOTE[phase], en, ne));
    else if (house === 4 || house === 8) sentences.push(both(DHAIYA_NOTE[house], en, ne));
    else sentences.push(both(SATURN_HOUSE[house - 1]!, en, ne));
  }
  const jupiterHouses = houses(sky.jupiter);
  for (const [i, s] of sky.jupiter.entries()) {
    const [en, ne] = range(s);
    sentences.push(both(JUPITER_HOUSE[jupiterHouses[i]! - 1]!, en, ne));
  }
  const rahuHouses = houses(sky.rahu);
  const mainRahu = sky.rahu.reduce(
    (best, s, i) => (overlap(s) > overlap(sky.rahu[best]!) ? i : best),
    0,
  );
  const rahuHouse = rahuHouses[mainRahu]!;
  const ordinal = houseOrdinal(rahuHouse);
  sentences.push(
    both(
      RAHU_NOTE[GOOD_HOUSES.rahu.has(rahuHouse) ? 'good' : 'other'],
      { house: ordinal.en },
      { house: ordinal.ne },
    ),
  );
  return {
    sign,
    jupiterHouses,
    saturnHouses,
    rahuHouses,
    ketuHouses: houses(sky.ketu),
    saturn,
    sadeSati: mainPhase.sadeSati
      ? { phase: mainPhase.sadeSati, from: mainPhase.from, to: mainPhase.to }
      : null,
    dhaiya: mainPhase.dhaiya,
    prediction: {
      en: sentences.map((s) => s.en).join(' '),
      ne: sentences.map((s) => s.ne).join(' '),
    },
  };
}
