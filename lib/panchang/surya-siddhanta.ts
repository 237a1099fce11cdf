/** Surya Siddhanta longitudes and boundary times in CC form (docs/panchang.md, tithi-method §6). */

import { DAY_MS } from '@/lib/time/civil-date';
/** Civil days in a mahayuga (4,320,000 years). */
const MAHAYUGA_DAYS = 1_577_917_828;
const SUN_REVOLUTIONS = 4_320_000;
const MOON_REVOLUTIONS = 57_753_336;
/** The text's 488,203 with the −4 bīja CC applies; without it 18 more published days are missed. */
const MOON_APOGEE_REVOLUTIONS = 488_199;
/** Per kalpa (1,000 mahayugas). */
const SUN_APOGEE_REVOLUTIONS_PER_KALPA = 387;
/** Midnight starting 18 Feb 3102 BCE (Julian), as a Julian Day. */
const KALI_EPOCH_JD = 588_465.5;
/** The epoch is reckoned on the Ujjain meridian (75°46′6″ E); other meridians fit worse. */
const UJJAIN_LONGITUDE = 75.7683;
const UNIX_EPOCH_JD = 2_440_587.5;
const DEG = Math.PI / 180;

const SYNODIC_REVOLUTIONS = MOON_REVOLUTIONS - SUN_REVOLUTIONS;
/** Mean motions in degrees per day, for first guesses only. */
const SUN_RATE = (360 * SUN_REVOLUTIONS) / MAHAYUGA_DAYS;
const MOON_RATE = (360 * MOON_REVOLUTIONS) / MAHAYUGA_DAYS;
const ELONGATION_RATE = (360 * SYNODIC_REVOLUTIONS) / MAHAYUGA_DAYS;

const frac = (x: number): number => x - Math.floor(x);

/** Days since the Kali epoch on the Ujjain meridian for a UT instant (epoch milliseconds). */
export function kaliDays(ms: number): number {
  return ms / DAY_MS + UNIX_EPOCH_JD - KALI_EPOCH_JD + UJJAIN_LONGITUDE / 360;
}

/** Inverse of {@link kaliDays}: epoch milliseconds of a Kali day count. */
export function kaliDaysToMs(d: number): number {
  return (d - UNIX_EPOCH_JD + KALI_EPOCH_JD - UJJAIN_LONGITUDE / 360) * DAY_MS;
}

/** Equation of centre (°): the epicycle shrinks towards the quadrants (CC hindu-true-position). */
function equationOfCentre(anomalyRev: number, size: number, change: number): number {
  const s = Math.sin(2 * Math.PI * anomalyRev);
  return Math.asin(s * size * (1 - Math.abs(s) * change)) / DEG;
}

function sunEquation(d: number): number {
  const anomaly = frac(
    0.78575 +
      ((1000 * SUN_REVOLUTIONS - SUN_APOGEE_REVOLUTIONS_PER_KALPA) * d) / (1000 * MAHAYUGA_DAYS),
  );
  return equationOfCentre(anomaly, 14 / 360, 1 / 42);
}

function moonEquation(d: number): number {
  const anomaly = frac(0.75 + ((MOON_REVOLUTIONS - MOON_APOGEE_REVOLUTIONS) * d) / MAHAYUGA_DAYS);
  return equationOfCentre(anomaly, 32 / 360, 1 / 96);
}

/** Unwrapped sidereal true longitude of the Sun in degrees at Kali day `d`. */
export function sunLongitudeUnwrapped(d: number): number {
  return (360 * SUN_REVOLUTIONS * d) / MAHAYUGA_DAYS - sunEquation(d);
}

/** Unwrapped sidereal true longitude of the Moon in degrees at Kali day `d`. */
export function moonLongitudeUnwrapped(d: number): number {
  return (360 * MOON_REVOLUTIONS * d) / MAHAYUGA_DAYS - moonEquation(d);
}

/** Unwrapped true elongation Moon − Sun in degrees (360 per lunation) at Kali day `d`. */
export function elongationUnwrapped(d: number): number {
  return (360 * SYNODIC_REVOLUTIONS * d) / MAHAYUGA_DAYS - moonEquation(d) + sunEquation(d);
}

const mod360 = (x: number): number => x - 360 * Math.floor(x / 360);

/** Sidereal true longitude of the Sun, 0–360°, at a UT instant (epoch ms). */
export function sunLongitude(ms: number): number {
  return mod360(sunLongitudeUnwrapped(kaliDays(ms)));
}

/** Sidereal true longitude of the Moon, 0–360°, at a UT instant (epoch ms). */
export function moonLongitude(ms: number): number {
  return mod360(moonLongitudeUnwrapped(kaliDays(ms)));
}

/**
 * Bisection for the Kali day where the increasing function `f` reaches `target`, searching
 * `guess ± halfWidth` days (the width bounds the equations of centre). Stops below ~1 ms.
 */
function solveIncreasing(
  f: (d: number) => number,
  target: number,
  guess: number,
  halfWidth: number,
): number {
  let lo = guess - halfWidth;
  let hi = guess + halfWidth;
  while (hi - lo > 1e-8) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** SS tithi number counted from the Kali epoch (0-based; 30 per lunation) at a UT instant (ms). */
export function absoluteTithi(ms: number): number {
  return Math.floor(elongationUnwrapped(kaliDays(ms)) / 12);
}

/** UT instant (epoch ms) when absolute tithi `n` begins (Moon − Sun = 12n). */
export function tithiStartMs(n: number): number {
  return kaliDaysToMs(
    solveIncreasing(elongationUnwrapped, 12 * n, (12 * n) / ELONGATION_RATE, 0.75),
  );
}

/** UT instant (epoch ms) of the SS new moon opening `lunation` (Moon − Sun = 360·lunation). */
export function newMoonMs(lunation: number): number {
  return tithiStartMs(30 * lunation);
}

/** UT instant (epoch ms) the SS Sun enters sign `n` (unwrapped; sign = n mod 12, 0 = Mesha). */
export function sankrantiMs(n: number): number {
  return kaliDaysToMs(solveIncreasing(sunLongitudeUnwrapped, 30 * n, (30 * n) / SUN_RATE, 2.5));
}

/** Absolute sign number (unwrapped; 0 = Mesha at the epoch) of the SS Sun at a UT instant (ms). */
export function absoluteSunSign(ms: number): number {
  return Math.floor(sunLongitudeUnwrapped(kaliDays(ms)) / 30);
}

/** UT instant (epoch ms) when the SS Moon enters absolute nakshatra `n` (13°20′ each). */
export function nakshatraStartMs(n: number): number {
  const target = (40 / 3) * n;
  return kaliDaysToMs(solveIncreasing(moonLongitudeUnwrapped, target, target / MOON_RATE, 0.6));
}

/** Absolute nakshatra number of the SS Moon (unwrapped, 0-based) at a UT instant (ms). */
export function absoluteNakshatra(ms: number): number {
  return Math.floor(moonLongitudeUnwrapped(kaliDays(ms)) / (40 / 3));
}

/** UT instant (epoch ms) the SS Moon enters absolute sign `n` (30°; sign = n mod 12, 0 = Mesha). */
export function moonSignStartMs(n: number): number {
  const target = 30 * n;
  // The Moon's equation of centre stays under ~5.1°, well under a day of its motion either way.
  return kaliDaysToMs(solveIncreasing(moonLongitudeUnwrapped, target, target / MOON_RATE, 0.6));
}

/** Absolute sign number of the SS Moon (unwrapped, 0-based) at a UT instant (ms). */
export function absoluteMoonSign(ms: number): number {
  return Math.floor(moonLongitudeUnwrapped(kaliDays(ms)) / 30);
}
