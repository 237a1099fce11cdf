// The almanac's own panchang, pure TypeScript (no I/O, no clock). Tithi, lunar months and
// tithi times follow the Surya Siddhanta as Nepal's almanacs do (shared/reference/
// tithi-method.md); sunrise and sunset are modern (astronomy-engine) at Kathmandu.
export { panchang } from './panchang';
export { tithiAt, nextTithiChange } from './tithi';
export { lunarMonthAt } from './lunar-month';
export { sunTimes } from './sun';
export { TITHI_NAMES, LUNAR_MONTHS } from './names';
export type { CivilDate, Paksha, PanchangDay } from './types';
export { nextSankranti } from './sankranti';
export { nextMoonRashiChange } from './moon-rashi';
export { NAKSHATRA_NAMES } from './element-names';
