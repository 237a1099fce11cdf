/**
 * Types for two peer packages as the tests use them: `bikram-sambat` ships none, and
 * @sbmdkl's `exports` map hides its `types` entry from TypeScript's bundler resolution.
 */
declare module 'bikram-sambat' {
  interface YearMonthDay {
    year: number;
    month: number;
    day: number;
  }
  const bikramSambat: {
    daysInMonth(year: number, month: number): number;
    /** Gregorian ISO 'YYYY-MM-DD' → BS. */
    toBik(greg: string): YearMonthDay;
    /** BS → Gregorian; month 1-based. */
    toGreg(year: number, month: number, day: number): YearMonthDay;
  };
  export default bikramSambat;
}

declare module '@sbmdkl/nepali-date-converter' {
  /** Gregorian 'YYYY-MM-DD' → BS 'YYYY-MM-DD'. */
  export function adToBs(adDate: string): string;
  /** BS 'YYYY-MM-DD' → Gregorian 'YYYY-MM-DD' (computed in host local time). */
  export function bsToAd(bsDate: string): string;
}
