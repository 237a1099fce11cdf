/**
 * Saait: the days of a BS year auspicious for marriage, bratabandha, pasni, moving in, opening a
 * business and laying a foundation, by Muhurta Chintamani's conditions over the Surya Siddhanta
 * panchang, each with the checks made; the year's closed stretches with why; and the
 * committee's published marriage lists as cited data. Pure: no I/O, no clock.
 */
export { SAAIT_KINDS } from './types';
export type { KindRules } from './types';
export { KIND_RULES } from './rules';
export { jupiterCombust, venusCombust } from './combust';
export { inChaturmas, yearFacts, type DayFacts } from './day-facts';
export { checkDay, closedPeriods, saaitDays } from './engine';
export { PUBLISHED_LISTS } from './published';
export { compareWithPublished } from './compare';
export { saaitYear, type SaaitYear, type SaaitYearDay } from './year';
