import {
  monthlyRashifal,
  type RashifalMonth,
  type RashifalWeek,
  type RashifalYear,
  weeklyRashifal,
  yearlyRashifal,
} from '@/lib/rashifal';
import { adToBs } from '@/lib/bs';
import { addDays, formatIsoDay, weekdayOfIso } from '@/lib/time/civil-date';
import { todayInNepal } from '@/lib/time';

// A period's reading is the same on every day of it, and twelve signs in two languages render
// from one: keep the latest few by the period they cover (a year takes about a second).
const memo = new Map<string, RashifalWeek | RashifalMonth | RashifalYear>();

function remember<T extends RashifalWeek | RashifalMonth | RashifalYear>(
  key: string,
  build: () => T,
): T {
  const hit = memo.get(key);
  if (hit) return hit as T;
  const value = build();
  if (memo.size >= 12) memo.delete(memo.keys().next().value!);
  memo.set(key, value);
  return value;
}

/** The week (Sunday–Saturday) holding today in Nepal. */
export function currentWeek(): RashifalWeek {
  const today = todayInNepal();
  const iso = formatIsoDay(today);
  return remember(`week|${addDays(iso, -weekdayOfIso(iso))}`, () => weeklyRashifal(today));
}

/** The BS month holding today in Nepal. */
export function currentMonth(): RashifalMonth {
  const today = todayInNepal();
  const bs = adToBs(today);
  return remember(`month|${bs.year}-${bs.month}`, () => monthlyRashifal(today));
}

/** The BS year holding today in Nepal. */
export function currentYear(): RashifalYear {
  const today = todayInNepal();
  return remember(`year|${adToBs(today).year}`, () => yearlyRashifal(today));
}
