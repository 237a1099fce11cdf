/**
 * The daily rashifal, pure TypeScript (no I/O, no clock): each sign's reading from the Moon's
 * transit (chandra gochara) over the almanac's Surya Siddhanta panchang, in English and Nepali.
 */
export { dailyRashifal } from './reading';
export type { RashifalDay, SignReading, SignRef } from './reading';
export { signOutlook } from './outlook';
export type { OutlookDay } from './outlook';
export { houseFrom, houseOrdinal, isFavourable, toneOf } from './houses';
export type { Tone } from './houses';
export { ELEMENTS, SIGN_KEYS, SIGNS, signAt, signByKey } from './signs';
export type { Bilingual, Element, Modality, Sign, SignKey } from './signs';
export { PLANETS } from './planets';
export type { Planet } from './planets';
export { THEMES } from './phrases/types';
export type { Theme } from './phrases/types';
