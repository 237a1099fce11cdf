// Saait: a BS year's auspicious days per act by Muhurta Chintamani over the Surya Siddhanta
// panchang, its closed stretches, and the committee's published lists.
export { SAAIT_KINDS } from './types';
export type { KindRules } from './types';
export { SAAIT_KIND_NAMES, saaitKindFromName } from './kinds';
export { KIND_RULES } from './rules';
export { jupiterCombust, venusCombust } from './combust';
export { inChaturmas, yearFacts, type DayFacts } from './day-facts';
export { checkDay, closedPeriods, saaitDays } from './engine';
export { PUBLISHED_LISTS } from './published';
export { compareWithPublished } from './compare';
export { saaitYear, type SaaitYear, type SaaitYearDay } from './year';
