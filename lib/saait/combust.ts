import { AngleFromSun, Body, Ecliptic, GeoVector } from 'astronomy-engine';

/**
 * Combustion (asta) orbs of Surya Siddhanta 9.6–9: a planet this close to the Sun, in degrees of
 * geocentric angle, is invisible; Venus retrograde (near inferior conjunction) sets closer.
 */
export const COMBUSTION_ORBS = { jupiter: 11, venus: 10, venusRetrograde: 8 } as const;

const DAY_MS = 86_400_000;

function longitude(body: Body, ms: number): number {
  return Ecliptic(GeoVector(body, new Date(ms), true)).elon;
}

/** Whether Jupiter is combust at a UT instant (epoch ms): within 11° of the Sun. */
export function jupiterCombust(ms: number): boolean {
  return AngleFromSun(Body.Jupiter, new Date(ms)) < COMBUSTION_ORBS.jupiter;
}

/** Whether Venus is combust at a UT instant: within 10° of the Sun, 8° while retrograde. */
export function venusCombust(ms: number): boolean {
  const angle = AngleFromSun(Body.Venus, new Date(ms));
  if (angle >= COMBUSTION_ORBS.venus) return false;
  let motion = longitude(Body.Venus, ms + DAY_MS / 2) - longitude(Body.Venus, ms - DAY_MS / 2);
  if (motion > 180) motion -= 360;
  if (motion < -180) motion += 360;
  return motion >= 0 || angle < COMBUSTION_ORBS.venusRetrograde;
}
