import { WEEKDAYS } from '@/lib/bs';
import { sunTimesMs } from '@/lib/panchang/sun';
import { absoluteMoonSign, absoluteTithi } from '@/lib/panchang/surya-siddhanta';
import { addDaysUtc, type CivilDate, civilDayUtc, DAY_MS, isoDay } from '@/lib/time/civil-date';
import { nepalIso, nepalMidnightMs } from '@/lib/time/nepal-time';
import { houseFrom, houseOrdinal, isFavourable, type Tone, toneOf } from '../houses';
import { hash } from '../pick';
import {
  CHANDRASHTAMA_NOTE,
  GOOD_DAYS_NOTE,
  HARD_DAYS_NOTE,
  INGRESS_NOTE,
  NO_CHANDRASHTAMA_NOTE,
  WEEK_OPENING,
} from '../phrases/periods';
import type { SignRef } from '../reading';
import { type Bilingual, type Sign, SIGNS } from '../signs';
import {
  both,
  dayOf,
  digits,
  listOf,
  mod,
  PLANET_NAMES,
  planetIngresses,
  type PeriodPlanet,
  refAt,
} from './common';

/** The faster planets whose change of sign a week names. */
export const WEEK_PLANETS: readonly PeriodPlanet[] = ['sun', 'mars', 'mercury', 'venus'];

/** Favourable houses of each planet's transit (gochara, data-sources.md §4). */
export const GOOD_HOUSES: Record<PeriodPlanet, ReadonlySet<number>> = {
  sun: new Set([3, 6, 10, 11]),
  mars: new Set([3, 6, 11]),
  mercury: new Set([2, 4, 6, 8, 10, 11]),
  venus: new Set([1, 2, 3, 4, 5, 8, 9, 11, 12]),
  jupiter: new Set([2, 5, 7, 9, 11]),
  saturn: new Set([3, 6, 11]),
  rahu: new Set([3, 6, 11]),
  ketu: new Set([3, 6, 11]),
};

export interface PeriodIngress {
  planet: PeriodPlanet;
  /** ISO 8601 with +05:45. */
  at: string;
  date: string;
  sign: SignRef;
  from: SignRef;
}

export interface WeekDay {
  date: string;
  weekday: number;
  /** Kathmandu sunrise, ISO 8601 with +05:45. */
  sunrise: string;
  /** The Moon's sidereal (Surya Siddhanta) sign at that sunrise, as the daily reading has it. */
  moonSign: SignRef;
  paksha: 'shukla' | 'krishna';
}

export interface WeekSignDay {
  date: string;
  moonSign: SignRef;
  house: number;
  tone: Tone;
  favourable: boolean;
}

export interface WeekSignReading {
  sign: Sign;
  days: WeekSignDay[];
  /** Days the daily reading calls favourable. */
  goodDays: string[];
  /** Days the Moon stands in house 4, 8 or 12. */
  hardDays: string[];
  /** Days the Moon is 8th from the sign. */
  chandrashtama: string[];
  /** The week's ingresses as houses from this sign. */
  ingresses: { planet: PeriodPlanet; date: string; house: number; favourable: boolean }[];
  prediction: Bilingual;
}

export interface RashifalWeek {
  kind: 'week';
  /** Sunday … Saturday, Nepal dates. */
  from: string;
  to: string;
  days: WeekDay[];
  ingresses: PeriodIngress[];
  signs: WeekSignReading[];
}

/** The Sunday (UTC midnight) opening the week of a civil day. */
function weekStart(utc: number): number {
  const weekday = mod(Math.round(utc / DAY_MS) + 4, 7); // 1970-01-01 was a Thursday
  return addDaysUtc(utc, -weekday);
}

/** A day's Moon sign and paksha at Kathmandu sunrise: the daily reading's own basis. */
function weekDay(utc: number): WeekDay {
  // Unchecked on purpose: the range's last week runs three days past 2044-04-13.
  const { sunrise } = sunTimesMs(utc);
  const tithi = mod(absoluteTithi(sunrise), 30) + 1;
  return {
    date: isoDay(utc),
    weekday: mod(Math.round(utc / DAY_MS) + 4, 7),
    sunrise: nepalIso(sunrise),
    moonSign: refAt(mod(absoluteMoonSign(sunrise), 12) + 1),
    paksha: tithi <= 15 ? 'shukla' : 'krishna',
  };
}

export function toIngress(planet: PeriodPlanet, at: number, sign: number, from: number) {
  const day = dayOf(at);
  return { planet, at: day.at, date: day.date, sign: refAt(sign), from: refAt(from) };
}

/** The week (Sunday to Saturday, Nepal time) holding a civil day, read for every sign. */
export function weeklyRashifal(date: CivilDate): RashifalWeek {
  const first = weekStart(civilDayUtc(date));
  const days = Array.from({ length: 7 }, (_, i) => weekDay(addDaysUtc(first, i)));
  const start = nepalMidnightMs(first);
  const end = nepalMidnightMs(addDaysUtc(first, 7));
  const ingresses = WEEK_PLANETS.flatMap((planet) =>
    planetIngresses(planet, start, end).map((i) => toIngress(planet, i.at, i.sign, i.from)),
  ).sort((a, b) => a.at.localeCompare(b.at));
  return {
    kind: 'week',
    from: days[0]!.date,
    to: days[6]!.date,
    days,
    ingresses,
    signs: SIGNS.map((sign) => readWeek(sign, days, ingresses)),
  };
}

function weekdayList(dates: string[], days: WeekDay[]): Bilingual {
  return listOf(
    dates.map((d) => {
      const w = WEEKDAYS[days.find((day) => day.date === d)!.weekday]!;
      return { en: w.name, ne: w.nameNe };
    }),
  );
}

function readWeek(sign: Sign, days: WeekDay[], ingresses: PeriodIngress[]): WeekSignReading {
  const signDays = days.map((d) => {
    const house = houseFrom(sign.index, d.moonSign.index);
    return {
      date: d.date,
      moonSign: d.moonSign,
      house,
      tone: toneOf(house),
      favourable: isFavourable(house, d.paksha),
    };
  });
  const goodDays = signDays.filter((d) => d.favourable).map((d) => d.date);
  const hardDays = signDays.filter((d) => d.tone === 'adverse').map((d) => d.date);
  const chandrashtama = signDays.filter((d) => d.house === 8).map((d) => d.date);
  const moves = ingresses.map((i) => {
    const house = houseFrom(sign.index, i.sign.index);
    return { planet: i.planet, date: i.date, house, favourable: GOOD_HOUSES[i.planet].has(house) };
  });

  const balance = goodDays.length >= 5 ? 'good' : goodDays.length >= 3 ? 'mixed' : 'hard';
  const openings = WEEK_OPENING[balance];
  const count = digits(goodDays.length);
  const sentences: Bilingual[] = [
    both(
      openings[hash(`${days[0]!.date}|${sign.key}`) % openings.length]!,
      { count: count.en },
      { count: count.ne },
    ),
  ];
  const put = (phrase: readonly [string, string], dates: string[]) => {
    const list = weekdayList(dates, days);
    sentences.push(both(phrase, { days: list.en }, { days: list.ne }));
  };
  if (goodDays.length) put(GOOD_DAYS_NOTE, goodDays);
  const hardOnly = hardDays.filter((d) => !chandrashtama.includes(d));
  if (hardOnly.length) put(HARD_DAYS_NOTE, hardOnly);
  if (chandrashtama.length) put(CHANDRASHTAMA_NOTE, chandrashtama);
  else sentences.push(both(NO_CHANDRASHTAMA_NOTE));
  for (const [i, move] of moves.entries()) {
    const ingress = ingresses[i]!;
    const house = houseOrdinal(move.house);
    const when = dayOf(Date.parse(ingress.at)).text;
    const planet = PLANET_NAMES[move.planet];
    sentences.push(
      both(
        INGRESS_NOTE[move.favourable ? 'good' : 'other'],
        { planet: cap(planet.en), sign: ingress.sign.name, date: when.en, house: house.en },
        { planet: planet.ne, sign: ingress.sign.nameNe, date: when.ne, house: house.ne },
      ),
    );
  }
  return {
    sign,
    days: signDays,
    goodDays,
    hardDays,
    chandrashtama,
    ingresses: moves,
    prediction: {
      en: sentences.map((s) => s.en).join(' '),
      ne: sentences.map((s) => s.ne).join(' '),
    },
  };
}

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
