import { BS_MAX_YEAR, BS_MIN_YEAR, BS_MONTHS } from '@/lib/bs';

// Kept apart from month.ts so client components can step months without pulling in the
// panchang and festival engines.
export interface MonthRef {
  year: number;
  month: number;
  slug: string;
}

function monthRef(year: number, month: number): MonthRef | null {
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) return null;
  return { year, month, slug: BS_MONTHS[month - 1]!.slug };
}

/** The month before and after, wrapping Baishakh ↔ Chaitra across years; null past the range. */
export function adjacentMonths(
  year: number,
  month: number,
): { prev: MonthRef | null; next: MonthRef | null } {
  return {
    prev: month === 1 ? monthRef(year - 1, 12) : monthRef(year, month - 1),
    next: month === 12 ? monthRef(year + 1, 1) : monthRef(year, month + 1),
  };
}
