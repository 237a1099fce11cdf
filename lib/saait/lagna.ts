import {
  Body,
  e_tilt,
  GeoVector,
  MakeTime,
  RotateVector,
  Rotation_EQJ_ECL,
  SiderealTime,
  SphereFromVector,
} from 'astronomy-engine';
import { KATHMANDU } from '@/lib/panchang/sun';
import { LAHIRI_J2000, siderealLongitude } from '@/lib/rashifal/periods/sky';

const RAD = Math.PI / 180;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
const CENTURY_MS = 36_525 * 86_400_000;
const norm = (deg: number): number => ((deg % 360) + 360) % 360;

/**
 * The tropical ecliptic longitude (of date, degrees) rising on the eastern horizon at a UT
 * instant (epoch ms) for an observer: the ascendant, from local apparent sidereal time, the true
 * obliquity and the latitude (the spherical-astronomy formula, no refraction).
 */
export function tropicalAscendant(
  ms: number,
  latitude: number = KATHMANDU.latitude,
  longitude: number = KATHMANDU.longitude,
): number {
  const time = MakeTime(new Date(ms));
  const ramc = norm(SiderealTime(time) * 15 + longitude) * RAD;
  const obliquity = e_tilt(time).tobl * RAD;
  const y = Math.cos(ramc);
  const x = -(
    Math.sin(ramc) * Math.cos(obliquity) +
    Math.tan(latitude * RAD) * Math.sin(obliquity)
  );
  return norm(Math.atan2(y, x) / RAD);
}

/**
 * The Lahiri ayanamsa at an instant: its J2000 value plus the general precession since, the same
 * sidereal zodiac the planets of `lib/rashifal/periods/sky` are read in. The panchang's Surya
 * Siddhanta longitudes carry no ayanamsa to subtract from a modern sidereal time, so the lagna and
 * the planets it is read against share this one.
 */
export function lahiriAyanamsa(ms: number): number {
  const t = (ms - J2000_MS) / CENTURY_MS;
  return LAHIRI_J2000 + (5028.796195 * t + 1.1054348 * t * t) / 3600;
}

/** The sidereal (Lahiri) ascendant at Kathmandu, 0–360°. */
export function siderealAscendant(ms: number): number {
  return norm(tropicalAscendant(ms) - lahiriAyanamsa(ms));
}

/** The lagna: the sidereal sign (1 = Mesh … 12 = Meen) rising at Kathmandu at an instant. */
export function lagnaAt(ms: number): number {
  return Math.floor(siderealAscendant(ms) / 30) + 1;
}

/** One lagna's stretch of a window, as UT epoch ms. */
export interface LagnaWindow {
  sign: number;
  from: number;
  to: number;
}

const MINUTE_MS = 60_000;

/** The last minute of [lo, hi] still in `sign` (the lagna moves one way, so bisection holds). */
function signEnd(sign: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  while (b - a > MINUTE_MS) {
    const mid = Math.floor((a + b) / 2);
    if (lagnaAt(mid) === sign) a = mid;
    else b = mid;
  }
  return b;
}

/** The lagnas of [from, to), timed to the minute (a sign rises in 1½–2½ hours at Kathmandu). */
export function lagnaWindows(from: number, to: number): LagnaWindow[] {
  const windows: LagnaWindow[] = [];
  const STEP = 15 * MINUTE_MS; // shorter than any sign's rising time at this latitude
  let start = from;
  let sign = lagnaAt(from);
  for (let previous = from; previous < to;) {
    const at = Math.min(previous + STEP, to);
    const now = lagnaAt(at);
    if (now !== sign) {
      const end = signEnd(sign, previous, at);
      windows.push({ sign, from: start, to: end });
      start = end;
      sign = now;
    }
    previous = at;
  }
  windows.push({ sign, from: start, to });
  return windows;
}

/** The lagna window around one instant, clipped to [from, to). */
export function lagnaWindowAt(ms: number, from: number, to: number): LagnaWindow {
  const found = lagnaWindows(from, to).find((w) => ms >= w.from && ms < w.to);
  return found ?? { sign: lagnaAt(ms), from: ms, to: ms };
}

/** The nine grahas a marriage chart places. */
export const GRAHAS = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type Graha = (typeof GRAHAS)[number];

const toEclipticJ2000 = Rotation_EQJ_ECL();

/** A body's Lahiri longitude as `lib/rashifal/periods/sky` reads it (J2000 less its ayanamsa). */
function bodyLongitude(body: Body, ms: number): number {
  const vector = RotateVector(toEclipticJ2000, GeoVector(body, new Date(ms), true));
  return norm(SphereFromVector(vector).lon - LAHIRI_J2000);
}

/** Every graha's sidereal (Lahiri) longitude, 0–360°, at an instant. */
export function grahaLongitudes(ms: number): Record<Graha, number> {
  return {
    sun: bodyLongitude(Body.Sun, ms),
    moon: bodyLongitude(Body.Moon, ms),
    mars: siderealLongitude('mars', ms),
    mercury: siderealLongitude('mercury', ms),
    jupiter: siderealLongitude('jupiter', ms),
    venus: siderealLongitude('venus', ms),
    saturn: siderealLongitude('saturn', ms),
    rahu: siderealLongitude('rahu', ms),
    ketu: siderealLongitude('ketu', ms),
  };
}

const mapGrahas = (at: Record<Graha, number>, f: (deg: number) => number) =>
  Object.fromEntries(GRAHAS.map((g) => [g, f(at[g])])) as Record<Graha, number>;

export const grahaSigns = (at: Record<Graha, number>) =>
  mapGrahas(at, (deg) => Math.floor(deg / 30) + 1);

export const grahaNakshatras = (at: Record<Graha, number>) =>
  mapGrahas(at, (deg) => Math.floor((deg * 3) / 40) + 1);

/** The lord of each sign 1–12 (Mesh: Mars … Meen: Jupiter). */
export const SIGN_LORDS: ReadonlyArray<Graha> = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

/** The house (1–12, whole sign) that `sign` is from `lagna`. */
export const houseOf = (lagna: number, sign: number): number => ((sign - lagna + 12) % 12) + 1;
