import {
  adToBs,
  AD_MAX,
  AD_MIN,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  bsToAd,
  daysInAdMonth,
  daysInBsMonth,
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

/** Why a date is refused: no such day or not `YYYY-MM-DD` at all, or a real day we do not cover. */
export type DateRefusal = { code: 'invalid_date' | 'out_of_range'; message: string };

export type ConversionResult = { ok: true; value: Conversion } | ({ ok: false } & DateRefusal);

/** The supported span in words, for error messages: both calendars' first and last days. */
export function supportedRange(): string {
  return `BS ${BS_MIN_YEAR}–${BS_MAX_YEAR} (AD ${formatIsoDate(AD_MIN)} to ${formatIsoDate(AD_MAX)})`;
}

const ISO_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** The one check of a `YYYY-MM-DD` date in either calendar; its message follows the date's name. */
export function refuseDate(date: string, calendar: Calendar): DateRefusal | null {
  if (!ISO_SHAPE.test(date))
    return { code: 'invalid_date', message: `must be YYYY-MM-DD, not '${date}'` };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const named = `${date} ${calendar.toUpperCase()}`;
  if (month < 1 || month > 12)
    return {
      code: 'invalid_date',
      message: `is not a real calendar date: ${named} has no month ${month}`,
    };
  // A BS day that could exist in a year the month table lacks is a range problem, not a typo.
  const known = calendar === 'ad' || (year >= BS_MIN_YEAR && year <= BS_MAX_YEAR);
  const length = !known
    ? 32
    : calendar === 'ad'
      ? daysInAdMonth(year, month)
      : daysInBsMonth(year, month);
  if (day < 1 || day > length) {
    const most = known ? `${length}` : `at most ${length}`;
    return {
      code: 'invalid_date',
      message: `is not a real calendar date: ${named} has no day ${day} (the month has ${most})`,
    };
  }
  if (
    !known ||
    (calendar === 'ad' && (date < formatIsoDate(AD_MIN) || date > formatIsoDate(AD_MAX)))
  )
    return {
      code: 'out_of_range',
      message: `is outside the supported range ${supportedRange()}: ${named}`,
    };
  return null;
}

/** Converts a `YYYY-MM-DD` date from one calendar to the other. */
export function convertDate(from: Calendar, date: string): ConversionResult {
  const refusal = refuseDate(date, from);
  if (refusal) return { ok: false, ...refusal, message: `The date ${refusal.message}` };
  const parsed = from === 'ad' ? parseIsoDate(date, 'ad') : parseIsoDate(date, 'bs');
  if (!parsed.ok) return { ok: false, code: 'invalid_date', message: parsed.error };
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
}
