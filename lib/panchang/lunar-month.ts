/** SS lunar months: amanta, Nepal's purnimanta labels (docs/panchang.md, tithi-method.md §4). */
import { absoluteSunSign, absoluteTithi, newMoonMs } from './surya-siddhanta';
import { assertInstant, lunationOf, tithiIndexOf } from './tithi';

/** Sun's sign (0 = Mesha … 11 = Meena) at the new moon opening each lunation, memoised. */
const signCache = new Map<number, number>();
const CACHE_LIMIT = 20_000;

function openingSign(lunation: number): number {
  let sign = signCache.get(lunation);
  if (sign === undefined) {
    sign = ((absoluteSunSign(newMoonMs(lunation)) % 12) + 12) % 12;
    if (signCache.size >= CACHE_LIMIT) signCache.clear();
    signCache.set(lunation, sign);
  }
  return sign;
}

/** Amanta month of a lunation: index 1 = Baishakh … 12 = Chaitra, and whether it is adhik. */
export function amantaMonth(lunation: number): { index: number; adhik: boolean } {
  const sign = openingSign(lunation);
  return { index: sign + 1, adhik: sign === openingSign(lunation + 1) };
}

/** Purnimanta label of tithi `tithiIndex` (1–30) in `lunation`. */
export function purnimantaMonth(
  lunation: number,
  tithiIndex: number,
): { index: number; adhik: boolean } {
  const own = amantaMonth(lunation);
  if (tithiIndex <= 15) return own;
  return { index: amantaMonth(lunation + 1).index, adhik: own.adhik };
}

/** Purnimanta month of an absolute (epoch-counted) tithi number. */
export function lunarMonthOfTithi(absolute: number): { index: number; adhik: boolean } {
  return purnimantaMonth(lunationOf(absolute), tithiIndexOf(absolute));
}

/**
 * Purnimanta lunar month (1 = Baishakh … 12 = Chaitra) of the SS tithi at a UT instant, and
 * whether it is adhik. @throws RangeError for an invalid Date.
 */
export function lunarMonthAt(instant: Date): { index: number; adhik: boolean } {
  return lunarMonthOfTithi(absoluteTithi(assertInstant(instant)));
}
