/**
 * The rashifal, pure TypeScript (no I/O, no clock): the daily reading from the Moon's transit
 * (chandra gochara) over the almanac's Surya Siddhanta panchang, and the week's, the BS month's
 * and the BS year's from the Moon, the Sun and the slower planets, in English and Nepali.
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
export {
  GOOD_HOUSES,
  isDhaiya,
  MONTH_PLANETS,
  monthlyRashifal,
  PLANET_NAMES,
  sadeSatiPhase,
  WEEK_PLANETS,
  weeklyRashifal,
  yearlyRashifal,
} from './periods';
export type {
  MonthPlanet,
  MonthSignReading,
  PeriodIngress,
  PeriodPlanet,
  PeriodStation,
  PlanetSpan,
  RashifalMonth,
  RashifalWeek,
  RashifalYear,
  SadeSatiPhase,
  SaturnPhase,
  WeekDay,
  WeekSignDay,
  WeekSignReading,
  YearSignReading,
} from './periods';
