import { adToBs, type BsDate, bsToAd, daysInBsMonth } from '@/lib/bs';
import {
  addDaysUtc,
  type CivilDate,
  civilDayUtc,
  isoDay,
  utcOfCivilDate,
} from '@/lib/time/civil-date';
import { nepalMidnightMs } from '@/lib/time/nepal-time';
import { houseFrom, houseOrdinal } from '../houses';
import { INGRESS_NOTE, STATION_NOTE, SUN_HOUSE } from '../phrases/periods';
import type { SignRef } from '../reading';
import { type Bilingual, type Sign, SIGNS } from '../signs';
import { both, dayOf, PLANET_NAMES, planetIngresses, refAt, sunSignAt } from './common';
import { stations } from './search';
import { dailyMotion, siderealSign } from './sky';
import { cap, GOOD_HOUSES, type PeriodIngress, toIngress } from './week';

/** The inner planets whose changes of sign and direction a month names. */
export const MONTH_PLANETS = ['mars', 'mercury', 'venus'] as const;
export type MonthPlanet = (typeof MONTH_PLANETS)[number];

export interface PeriodStation {
  planet: MonthPlanet;
  kind: 'retrograde' | 'direct';
  at: string;
  date: string;
}

export interface MonthSignReading {
  sign: Sign;
  /** The Sun's house counted from this sign. */
  sunHouse: number;
  /** Houses 3, 6, 10 and 11. */
  favourable: boolean;
  /** Each inner planet's house at the month's start. */
  planets: Record<MonthPlanet, number>;
  prediction: Bilingual;
}

export interface RashifalMonth {
  kind: 'month';
  bs: { year: number; month: number };
  /** First and last days, AD (Nepal dates). */
  from: string;
  to: string;
  /** The sign the Sun holds all month: the sankranti that opened the month entered it. */
  sunSign: SignRef;
  /** Each inner planet's sign and direction at the month's start. */
  planets: { planet: MonthPlanet; sign: SignRef; retrograde: boolean }[];
  ingresses: PeriodIngress[];
  stations: PeriodStation[];
  signs: MonthSignReading[];
}

const firstOfMonth = (bs: BsDate): number => utcOfCivilDate(bsToAd({ ...bs, day: 1 }));

/** The BS month holding a civil day: the Sun's and inner planets' signs, houses and stations. */
export function monthlyRashifal(date: CivilDate): RashifalMonth {
  const bs = adToBs(bsDay(date));
  const first = firstOfMonth(bs);
  const length = daysInBsMonth(bs.year, bs.month);
  const start = nepalMidnightMs(first);
  const end = nepalMidnightMs(addDaysUtc(first, length));
  const sunSign = sunSignAt((start + end) / 2);
  const planets = MONTH_PLANETS.map((planet) => ({
    planet,
    sign: refAt(siderealSign(planet, start)),
    retrograde: dailyMotion(planet, start) < 0,
  }));
  const ingresses = MONTH_PLANETS.flatMap((planet) =>
    planetIngresses(planet, start, end).map((i) => toIngress(planet, i.at, i.sign, i.from)),
  ).sort((a, b) => a.at.localeCompare(b.at));
  const turns = MONTH_PLANETS.flatMap((planet) =>
    stations((ms) => dailyMotion(planet, ms), start, end).map((s) => {
      const day = dayOf(s.at);
      return { planet, kind: s.kind, at: day.at, date: day.date };
    }),
  ).sort((a, b) => a.at.localeCompare(b.at));
  return {
    kind: 'month',
    bs: { year: bs.year, month: bs.month },
    from: isoDay(first),
    to: isoDay(addDaysUtc(first, length - 1)),
    sunSign: refAt(sunSign),
    planets,
    ingresses,
    stations: turns,
    signs: SIGNS.map((sign) => readMonth(sign, sunSign, planets, ingresses, turns)),
  };
}

/** Checks the range (the BS table covers exactly it) and returns the date. */
function bsDay(date: CivilDate): CivilDate {
  civilDayUtc(date);
  return date;
}

function readMonth(
  sign: Sign,
  sunSign: number,
  planets: RashifalMonth['planets'],
  ingresses: PeriodIngress[],
  turns: PeriodStation[],
): MonthSignReading {
  const sunHouse = houseFrom(sign.index, sunSign);
  const sentences: Bilingual[] = [both(SUN_HOUSE[sunHouse - 1]!)];
  for (const ingress of ingresses) {
    const house = houseFrom(sign.index, ingress.sign.index);
    const ordinal = houseOrdinal(house);
    const when = dayOf(Date.parse(ingress.at)).text;
    const planet = PLANET_NAMES[ingress.planet];
    sentences.push(
      both(
        INGRESS_NOTE[GOOD_HOUSES[ingress.planet].has(house) ? 'good' : 'other'],
        { planet: cap(planet.en), sign: ingress.sign.name, date: when.en, house: ordinal.en },
        { planet: planet.ne, sign: ingress.sign.nameNe, date: when.ne, house: ordinal.ne },
      ),
    );
  }
  for (const turn of turns) {
    const when = dayOf(Date.parse(turn.at)).text;
    const planet = PLANET_NAMES[turn.planet];
    sentences.push(
      both(
        STATION_NOTE[turn.kind],
        { planet: cap(planet.en), date: when.en },
        { planet: planet.ne, date: when.ne },
      ),
    );
  }
  return {
    sign,
    sunHouse,
    favourable: GOOD_HOUSES.sun.has(sunHouse),
    planets: Object.fromEntries(
      planets.map((p) => [p.planet, houseFrom(sign.index, p.sign.index)]),
    ) as Record<MonthPlanet, number>,
    prediction: {
      en: sentences.map((s) => s.en).join(' '),
      ne: sentences.map((s) => s.ne).join(' '),
    },
  };
}
