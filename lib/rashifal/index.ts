// The rashifal: daily readings from the Moon's transit over the Surya Siddhanta panchang; week,
// month and year outlooks from the slower planets.
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
