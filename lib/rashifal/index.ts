/**
 * The rashifal, pure TypeScript (no I/O, no clock): the daily reading from the Moon's transit
 * (chandra gochara) over the almanac's Surya Siddhanta panchang, and the week's, the BS month's
 * and the BS year's from the Moon, the Sun and the slower planets, in English and Nepali.
 */
export { dailyRashifal } from './reading';
export type { RashifalDay, SignReading } from './reading';
export { signOutlook } from './outlook';
export type { OutlookDay } from './outlook';
export { houseFrom, houseOrdinal, isFavourable, toneOf } from './houses';
export type { Tone } from './houses';
export { SIGN_KEYS, SIGNS, signByKey } from './signs';
export type { Bilingual, Sign, SignKey } from './signs';
export { PLANETS } from './planets';
export { monthlyRashifal, sadeSatiPhase, weeklyRashifal, yearlyRashifal } from './periods';
export type {
  PeriodIngress,
  PeriodStation,
  PlanetSpan,
  RashifalMonth,
  RashifalWeek,
  RashifalYear,
  WeekDay,
  WeekSignReading,
} from './periods';
