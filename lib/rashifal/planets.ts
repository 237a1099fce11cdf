/** The seven grahas that rule signs and weekdays, with their natural friendships. */
export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';

export interface PlanetInfo {
  name: string;
  nameNe: string;
}

export const PLANETS: Record<Planet, PlanetInfo> = {
  sun: { name: 'Sun', nameNe: 'सूर्य' },
  moon: { name: 'Moon', nameNe: 'चन्द्रमा' },
  mars: { name: 'Mars', nameNe: 'मङ्गल' },
  mercury: { name: 'Mercury', nameNe: 'बुध' },
  jupiter: { name: 'Jupiter', nameNe: 'बृहस्पति' },
  venus: { name: 'Venus', nameNe: 'शुक्र' },
  saturn: { name: 'Saturn', nameNe: 'शनि' },
};

/** Weekday lords, Sunday (0) … Saturday (6): the vara order. */
export const WEEKDAY_LORDS: readonly Planet[] = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
];

export type Relation = 'own' | 'friend' | 'neutral' | 'enemy';

/** Natural (naisargika) friendships per Parashara (BPHS ch. 3); in neither list means neutral. */
const FRIENDS: Record<Planet, readonly Planet[]> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
};
const ENEMIES: Record<Planet, readonly Planet[]> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
};

/** How planet `of` regards planet `other` (its own day counts as 'own'). */
export function relation(of: Planet, other: Planet): Relation {
  if (of === other) return 'own';
  if (FRIENDS[of].includes(other)) return 'friend';
  if (ENEMIES[of].includes(other)) return 'enemy';
  return 'neutral';
}
