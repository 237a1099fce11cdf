import {
  Body,
  GeoVector,
  RotateVector,
  Rotation_EQJ_ECL,
  SphereFromVector,
} from 'astronomy-engine';
import { DAY_MS } from '@/lib/time/civil-date';

/** Sidereal (Lahiri) longitudes of the planets a longer rashifal reads, from astronomy-engine. */
export type SkyPlanet = 'mars' | 'mercury' | 'venus' | 'jupiter' | 'saturn' | 'rahu' | 'ketu';

/** Lahiri (Chitrapaksha) ayanamsa at J2000.0, degrees. */
export const LAHIRI_J2000 = 23.857;

const BODIES = {
  mars: Body.Mars,
  mercury: Body.Mercury,
  venus: Body.Venus,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
} as const;

const J2000_MS = Date.UTC(2000, 0, 1, 12);
const toEcliptic = Rotation_EQJ_ECL();
const norm = (deg: number): number => ((deg % 360) + 360) % 360;

/** Moon's mean ascending node (Rahu), tropical of date (Meeus 47.7), then in the J2000 frame. */
function rahuJ2000(ms: number): number {
  const t = (ms - J2000_MS) / DAY_MS / 36_525;
  const node = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467_441;
  const precession = (5028.796195 * t + 1.1054348 * t * t) / 3600; // general precession since J2000
  return node - precession;
}

/** A planet's sidereal (Lahiri) geocentric longitude at a UT instant (epoch ms), 0–360°. */
export function siderealLongitude(planet: SkyPlanet, ms: number): number {
  if (planet === 'rahu') return norm(rahuJ2000(ms) - LAHIRI_J2000);
  if (planet === 'ketu') return norm(rahuJ2000(ms) + 180 - LAHIRI_J2000);
  const vector = RotateVector(toEcliptic, GeoVector(BODIES[planet], new Date(ms), true));
  return norm(SphereFromVector(vector).lon - LAHIRI_J2000);
}

/** The sidereal sign (1 = Mesh … 12 = Meen) of a planet at an instant. */
export function siderealSign(planet: SkyPlanet, ms: number): number {
  return Math.floor(siderealLongitude(planet, ms) / 30) + 1;
}

/** Degrees a planet moves in a day around `ms` (negative when retrograde). */
export function dailyMotion(planet: SkyPlanet, ms: number): number {
  const a = siderealLongitude(planet, ms - DAY_MS / 2);
  const b = siderealLongitude(planet, ms + DAY_MS / 2);
  return ((b - a + 540) % 360) - 180;
}
