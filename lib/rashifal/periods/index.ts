export { weeklyRashifal, WEEK_PLANETS, GOOD_HOUSES } from './week';
export type { RashifalWeek, WeekDay, WeekSignDay, WeekSignReading, PeriodIngress } from './week';
export { monthlyRashifal, MONTH_PLANETS } from './month';
export type { MonthPlanet, MonthSignReading, PeriodStation, RashifalMonth } from './month';
export { yearlyRashifal, sadeSatiPhase, isDhaiya } from './year';
export type { PlanetSpan, RashifalYear, SadeSatiPhase, SaturnPhase, YearSignReading } from './year';
export { PLANET_NAMES } from './common';
export type { PeriodPlanet } from './common';
