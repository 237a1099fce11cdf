import type { Festival } from '../types';
import { COMMUNITY } from './community';
import { CULTURAL } from './cultural';
import { DASHAIN_TIHAR } from './dashain-tihar';
import { INTERNATIONAL } from './international';
import { NATIONAL } from './national';
import { RELIGIOUS } from './religious';

export const FESTIVALS: readonly Festival[] = [
  ...NATIONAL,
  ...DASHAIN_TIHAR,
  ...RELIGIOUS,
  ...CULTURAL,
  ...COMMUNITY,
  ...INTERNATIONAL,
];

export const FESTIVALS_BY_ID: ReadonlyMap<string, Festival> = new Map(
  FESTIVALS.map((f) => [f.id, f]),
);
