import { adToBs, toDevanagariDigits, WEEKDAYS } from '@/lib/bs';
import { type CivilDate, nextMoonRashiChange, panchang, sunTimes } from '@/lib/panchang';
import { addCivilDays, DAY_MS, dayNumberOf } from '@/lib/time/civil-date';
import { nepalIso } from '@/lib/time/nepal-time';
import { houseFrom, isFavourable, type Tone, toneOf } from './houses';
import { hash } from './pick';
import { PLANETS, relation, WEEKDAY_LORDS } from './planets';
import {
  fill,
  MEDITATION_TIPS,
  MOON_CHANGE_NOTE,
  NAKSHATRA_NOTE,
  nakshatraNature,
  ORDINALS,
  PAKSHA_NOTE,
  TITHI_NOTE,
  tithiGroup,
  WEEKDAY_NOTE,
} from './phrases/colour';
import { HOUSES_1_6 } from './phrases/houses-1-6';
import { HOUSES_7_12 } from './phrases/houses-7-12';
import { type PhrasePair, type Theme, THEMES } from './phrases/types';
import { type Bilingual, type Sign, signAt, SIGNS, type SignKey } from './signs';

const HOUSES = [...HOUSES_1_6, ...HOUSES_7_12];

export interface SignRef {
  index: number;
  key: SignKey;
  name: string;
  nameNe: string;
}

export interface SignReading {
  sign: Sign;
  /** The Moon's house counted from this sign at sunrise, 1–12. */
  house: number;
  tone: Tone;
  favourable: boolean;
  themes: Record<Theme, Bilingual>;
  /** The day's colouring: paksha (houses 2/5/9), weekday lord, nakshatra, Moon's change of sign. */
  notes: Bilingual[];
  /** Everything above as one paragraph per language. */
  prediction: Bilingual;
}

export interface RashifalDay {
  /** 'YYYY-MM-DD', the Nepal civil day. */
  date: string;
  bs: { year: number; month: number; day: number };
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** ISO 8601 with +05:45. */
  sunrise: string;
  /** The Moon's sidereal (Surya Siddhanta) sign at Kathmandu sunrise. */
  moonSign: SignRef;
  /** The Moon's next sign and when it enters it, if before the next sunrise. */
  moonChange: { at: string; to: SignRef } | null;
  tithi: { index: number; name: string; nameNe: string; paksha: 'shukla' | 'krishna' };
  nakshatra: { index: number; name: string; nameNe: string };
  tithiNote: Bilingual;
  meditation: Bilingual;
  signs: SignReading[];
}

const ref = (sign: Sign): SignRef => ({
  index: sign.index,
  key: sign.key,
  name: sign.name,
  nameNe: sign.nameNe,
});
const both = (
  [en, ne]: PhrasePair,
  en2: Record<string, string> = {},
  ne2: Record<string, string> = {},
): Bilingual => ({
  en: fill(en, en2),
  ne: fill(ne, ne2),
});
const hhmm = (iso: string): string => iso.slice(11, 16);
const mod = (n: number, m: number): number => ((n % m) + m) % m;

function nextSunriseMs(date: CivilDate, sunrise: number): number {
  try {
    return sunTimes(addCivilDays(date, 1)).sunrise.getTime();
  } catch {
    return sunrise + DAY_MS; // the last supported day: its next sunrise is outside the range
  }
}

/** A Nepal civil day's rashifal: each sign's house to the Moon's SS sign at Kathmandu sunrise. */
export function dailyRashifal(date: CivilDate): RashifalDay {
  const day = panchang(date);
  const bs = adToBs(date);
  const sunriseMs = Date.parse(day.sunrise);
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  const moon = signAt(day.moonRashi.index);
  const change = nextMoonRashiChange(new Date(sunriseMs));
  const moonChange =
    change.at.getTime() < nextSunriseMs(date, sunriseMs)
      ? { at: nepalIso(change.at.getTime()), to: ref(signAt(change.rashi)) }
      : null;
  const { tithi, nakshatra } = day;
  const tithiNote = both(
    TITHI_NOTE[tithiGroup(tithi.index)],
    { tithi: tithi.name },
    { tithi: tithi.nameNe },
  );

  const signs = SIGNS.map((sign) =>
    readSign(sign, { date: day.date, civil: date, weekday, moon, moonChange, tithi, nakshatra }),
  );
  return {
    date: day.date,
    bs: { year: bs.year, month: bs.month, day: bs.day },
    weekday,
    sunrise: day.sunrise,
    moonSign: ref(moon),
    moonChange,
    tithi: { index: tithi.index, name: tithi.name, nameNe: tithi.nameNe, paksha: tithi.paksha },
    nakshatra: { index: nakshatra.index, name: nakshatra.name, nameNe: nakshatra.nameNe },
    tithiNote,
    meditation: both(MEDITATION_TIPS[moon.element]),
    signs,
  };
}

interface DayContext {
  date: string;
  civil: CivilDate;
  weekday: number;
  moon: Sign;
  moonChange: RashifalDay['moonChange'];
  tithi: { index: number; name: string; nameNe: string; paksha: 'shukla' | 'krishna' };
  nakshatra: { index: number; name: string; nameNe: string };
}

function readSign(sign: Sign, ctx: DayContext): SignReading {
  const house = houseFrom(sign.index, ctx.moon.index);
  const tone = toneOf(house);
  const favourable = isFavourable(house, ctx.tithi.paksha);
  const phrases = HOUSES[house - 1]!;
  const themes = {} as Record<Theme, Bilingual>;
  for (const theme of THEMES) {
    const variants = phrases[theme];
    // The general line steps one variant a day, so it never repeats on consecutive days in the
    // same house; the others are hashed from date and sign.
    const pick =
      theme === 'general'
        ? mod(dayNumberOf(ctx.civil) + hash(sign.key), variants.length)
        : hash(`${ctx.date}|${sign.key}|${theme}`) % variants.length;
    themes[theme] = both(variants[pick]!);
  }

  const notes: Bilingual[] = [];
  if (tone === 'mixed') notes.push(both(PAKSHA_NOTE[ctx.tithi.paksha]));
  const dayLord = WEEKDAY_LORDS[ctx.weekday]!;
  const weekdayNames = WEEKDAYS[ctx.weekday]!;
  notes.push(
    both(
      WEEKDAY_NOTE[relation(sign.lord, dayLord)],
      { weekday: weekdayNames.name, planet: PLANETS[dayLord].name, lord: PLANETS[sign.lord].name },
      {
        weekday: weekdayNames.nameNe,
        planet: PLANETS[dayLord].nameNe,
        lord: PLANETS[sign.lord].nameNe,
      },
    ),
  );
  const [use, care] = NAKSHATRA_NOTE[nakshatraNature(ctx.nakshatra.index)];
  notes.push(
    both(
      favourable ? use : care,
      { nakshatra: ctx.nakshatra.name },
      { nakshatra: ctx.nakshatra.nameNe },
    ),
  );
  if (ctx.moonChange) {
    const next = houseFrom(sign.index, ctx.moonChange.to.index);
    const time = hhmm(ctx.moonChange.at);
    const [en, ne] = ORDINALS[next - 1]!;
    notes.push(
      both(
        MOON_CHANGE_NOTE,
        { time, sign: ctx.moonChange.to.name, house: en },
        { time: toDevanagariDigits(time), sign: ctx.moonChange.to.nameNe, house: ne },
      ),
    );
  }

  const sentences = [
    themes.general,
    ...notes.slice(0, tone === 'mixed' ? 1 : 0),
    themes.work,
    themes.health,
    themes.family,
    ...notes.slice(tone === 'mixed' ? 1 : 0),
  ];
  return {
    sign,
    house,
    tone,
    favourable,
    themes,
    notes,
    prediction: {
      en: sentences.map((s) => s.en).join(' '),
      ne: sentences.map((s) => s.ne).join(' '),
    },
  };
}
