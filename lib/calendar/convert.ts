import {
  adToBs,
  AD_MAX,
  AD_MIN,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  bsToAd,
  bsWeekday,
  bsYearConfidence,
  formatIsoDate,
  parseIsoDate,
  WEEKDAYS,
} from '@/lib/bs';

export type Calendar = 'bs' | 'ad';

export interface Conversion {
  bs: { year: number; month: number; day: number; monthName: string; monthNameNe: string };
  ad: string;
  weekday: number;
  weekdayName: string;
  weekdayNameNe: string;
  confidence: ReturnType<typeof bsYearConfidence>;
}

export type ConversionResult =
  | { ok: true; value: Conversion }
  | { ok: false; code: 'invalid_date' | 'out_of_range'; message: string };

/** The supported span in words, for error messages: both calendars' first and last days. */
export function supportedRange(): string {
  return `BS ${BS_MIN_YEAR}–${BS_MAX_YEAR} (AD ${formatIsoDate(AD_MIN)} to ${formatIsoDate(AD_MAX)})`;
}

/** Converts a `YYYY-MM-DD` date from one calendar to the other. */
export function convertDate(from: Calendar, date: string): ConversionResult {
  const parsed = from === 'ad' ? parseIsoDate(date, 'ad') : parseIsoDate(date, 'bs');
  if (!parsed.ok) {
    // A well-formed BS date in a year we do not cover is a range problem, not a typo.
    const year = Number(date.slice(0, 4));
    const outside =
      from === 'bs' && /^\d{4}-/.test(date) && (year < BS_MIN_YEAR || year > BS_MAX_YEAR);
    return {
      ok: false,
      code: outside ? 'out_of_range' : 'invalid_date',
      message: `${parsed.error}. Supported: ${supportedRange()}.`,
    };
  }
  try {
    const bs = from === 'bs' ? parsed.value : adToBs(parsed.value);
    const ad = from === 'ad' ? parsed.value : bsToAd(parsed.value);
    const month = BS_MONTHS[bs.month - 1]!;
    const weekday = bsWeekday(bs);
    return {
      ok: true,
      value: {
        bs: { ...bs, monthName: month.name, monthNameNe: month.nameNe },
        ad: formatIsoDate(ad),
        weekday,
        weekdayName: WEEKDAYS[weekday]!.name,
        weekdayNameNe: WEEKDAYS[weekday]!.nameNe,
        confidence: bsYearConfidence(bs.year),
      },
    };
  } catch (error) {
    if (error instanceof RangeError) {
      return {
        ok: false,
        code: 'out_of_range',
        message: `${error.message}. Supported: ${supportedRange()}.`,
      };
    }
    throw error;
  }
}
