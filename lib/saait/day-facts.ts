import { bsToAd, bsWeekday, daysInBsMonth, type BsDate } from '@/lib/bs';
import { panchang } from '@/lib/panchang';
import { karanaIndex } from '@/lib/panchang/elements';
import { moonLongitude, sunLongitude } from '@/lib/panchang/surya-siddhanta';
import { jupiterCombust, venusCombust } from './combust';
import { grahaLongitudes, grahaNakshatras, grahaSigns, lagnaAt, type Graha } from './lagna';

/** The panchang elements at one instant of a day's window. */
export interface Moment {
  /** UT epoch ms. */
  ms: number;
  nakshatra: number;
  tithi: number;
  yoga: number;
  /** Fraction 0–1 of the yoga already run. */
  yogaRun: number;
  karana: number;
  /** The rising sidereal sign at Kathmandu, 1–12; read for night moments only. */
  lagna?: number;
}

/** Samples every 20 minutes: a nakshatra lasts about a day, so none is missed. */
export const SAMPLE_MINUTES = 20;
const STEP_MS = SAMPLE_MINUTES * 60_000;
const SPAN = 40 / 3; // 13°20′

function moments(from: number, to: number, withLagna = false): Moment[] {
  const out: Moment[] = [];
  for (let ms = from; ms < to; ms += STEP_MS) {
    // The panchang's own Surya Siddhanta longitudes, without its end-time searches.
    const sun = sunLongitude(ms);
    const moon = moonLongitude(ms);
    const elongation = (moon - sun + 360) % 360;
    out.push({
      ms,
      nakshatra: Math.floor(moon / SPAN) + 1,
      tithi: Math.floor(elongation / 12) + 1,
      yoga: Math.floor(((sun + moon) % 360) / SPAN) + 1,
      yogaRun: (((sun + moon) % 360) % SPAN) / SPAN,
      karana: karanaIndex(Math.floor(elongation / 6)),
      ...(withLagna ? { lagna: lagnaAt(ms) } : {}),
    });
  }
  return out;
}

/** What the rules read of one day: the panchang at Kathmandu sunrise and the sky's closures. */
export interface DayFacts {
  bs: BsDate;
  ad: string;
  weekday: number;
  /** 1–27 at sunrise. */
  nakshatra: number;
  /** 1–30 at sunrise. */
  tithi: number;
  yoga: number;
  karana: number;
  /** Sidereal sign 1–12 of the Sun at sunrise. */
  sunSign: number;
  adhik: boolean;
  chaturmas: boolean;
  jupiterCombust: boolean;
  venusCombust: boolean;
  /** Sunrise to sunset, for acts done by day. */
  day: Moment[];
  /** Sunset to the next sunrise, for marriage, whose lagna is taken at night. */
  night: Moment[];
  /** The grahas' sidereal signs and nakshatras at the night's middle (the Moon moves on). */
  nightGrahas: Record<Graha, number>;
  nightNakshatras: Record<Graha, number>;
}

const ASHADH = 3;
const KARTIK = 7;
const HARI_EKADASHI = 11;

/** Harishayani (Ashadh Shukla 11) to Haribodhini Ekadashi (Kartik Shukla 11), both included. */
export function inChaturmas(month: number, adhik: boolean, tithi: number): boolean {
  if (month === ASHADH) return !adhik && tithi >= HARI_EKADASHI && tithi <= 15;
  if (month > ASHADH && month < KARTIK) return true;
  // Purnimanta Kartik: its Krishna half comes before the Shukla half that ends the period.
  if (month === KARTIK) return tithi > 15 || tithi <= HARI_EKADASHI;
  return false;
}

function factsOf(bs: BsDate): DayFacts {
  const ad = bsToAd(bs);
  const day = panchang(ad);
  const sunrise = Date.parse(day.sunrise);
  const sunset = Date.parse(day.sunset);
  const nextSunrise = sunrise + 86_400_000; // within a minute; the window only bounds samples
  const grahas = grahaLongitudes((sunset + nextSunrise) / 2);
  return {
    bs,
    ad: day.date,
    weekday: bsWeekday(bs),
    nakshatra: day.nakshatra.index,
    tithi: day.tithi.index,
    yoga: day.yoga.index,
    karana: day.karana.index,
    sunSign: day.sunRashi.index,
    adhik: day.lunarMonth.adhik,
    chaturmas: inChaturmas(day.lunarMonth.index, day.lunarMonth.adhik, day.tithi.index),
    jupiterCombust: jupiterCombust(sunrise),
    venusCombust: venusCombust(sunrise),
    day: moments(sunrise, sunset),
    night: moments(sunset, nextSunrise, true),
    nightGrahas: grahaSigns(grahas),
    nightNakshatras: grahaNakshatras(grahas),
  };
}

/**
 * Jupiter and Venus stay unfit for some days before they set (vriddha, old) and after they rise
 * (bala, young); the common reading of Muhurta Chintamani takes three days each side.
 */
export const BALA_VRIDDHA_DAYS = 3;

function widen(days: DayFacts[], flag: 'jupiterCombust' | 'venusCombust'): void {
  // Days just outside the year count too: a planet setting on the year's first day widens back.
  const edge = (offset: number, ms: number) =>
    (flag === 'jupiterCombust' ? jupiterCombust : venusCombust)(ms + offset * 86_400_000);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return;
  const firstMs = Date.parse(`${first.ad}T06:00:00+05:45`);
  const lastMs = Date.parse(`${last.ad}T06:00:00+05:45`);
  const raw = days.map((d) => d[flag]);
  const before = Array.from({ length: BALA_VRIDDHA_DAYS }, (_, i) => edge(-(i + 1), firstMs));
  const after = Array.from({ length: BALA_VRIDDHA_DAYS }, (_, i) => edge(i + 1, lastMs));
  days.forEach((day, i) => {
    for (let k = -BALA_VRIDDHA_DAYS; k <= BALA_VRIDDHA_DAYS && !day[flag]; k += 1) {
      const j = i + k;
      const hit = j < 0 ? before[-j - 1] : j >= raw.length ? after[j - raw.length] : raw[j];
      if (hit) day[flag] = true;
    }
  });
}

/** A year's facts are shared by every kind; a few years are kept (about 3 s of work each). */
const cache = new Map<number, ReadonlyArray<DayFacts>>();
const CACHE_YEARS = 6;

/** The facts of every day of BS year `year`, in order. */
export function yearFacts(year: number): ReadonlyArray<DayFacts> {
  const hit = cache.get(year);
  if (hit) return hit;
  const days: DayFacts[] = [];
  for (let month = 1; month <= 12; month += 1) {
    for (let day = 1; day <= daysInBsMonth(year, month); day += 1) {
      days.push(factsOf({ year, month, day }));
    }
  }
  widen(days, 'jupiterCombust');
  widen(days, 'venusCombust');
  if (cache.size >= CACHE_YEARS) cache.delete(cache.keys().next().value as number);
  cache.set(year, days);
  return days;
}

/** The facts of one BS day (from its year's cache). */
export function dayFacts(bs: BsDate): DayFacts {
  const days = yearFacts(bs.year);
  const found = days.find((d) => d.bs.month === bs.month && d.bs.day === bs.day);
  if (!found) throw new RangeError(`No day ${bs.year}-${bs.month}-${bs.day}`);
  return found;
}
