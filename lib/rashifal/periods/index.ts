export { weeklyRashifal } from './week';
export type { RashifalWeek, WeekDay, WeekSignReading, PeriodIngress } from './week';
export { monthlyRashifal } from './month';
export type { PeriodStation, RashifalMonth } from './month';
export { yearlyRashifal, sadeSatiPhase } from './year';
export type { PlanetSpan, RashifalYear } from './year';
