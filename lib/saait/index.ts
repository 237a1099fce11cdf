/**
 * Saait: the days of a BS year auspicious for marriage, bratabandha, pasni, moving in, opening a
 * business and laying a foundation, by Muhurta Chintamani's conditions over the Surya Siddhanta
 * panchang, each with the checks made; the year's closed stretches with why; and the
 * committee's published marriage lists as cited data. Pure: no I/O, no clock.
 */
export { SAAIT_KINDS } from './types';
export type { Check, ClosedPeriod, ClosedReason, KindRules, SaaitDay, SaaitKind } from './types';
export { KIND_RULES } from './rules';
export { COMBUSTION_ORBS, jupiterCombust, venusCombust } from './combust';
export { dayFacts, inChaturmas, yearFacts, type DayFacts, type Moment } from './day-facts';
export { checkDay, closedPeriods, kindsOfDay, saaitDays } from './engine';
export { PUBLISHED_LISTS, publishedLists, type PublishedList } from './published';
export { compareWithPublished, type Comparison } from './compare';
export { saaitYear, type SaaitReasons, type SaaitYear, type SaaitYearDay } from './year';
