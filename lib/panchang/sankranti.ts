import { absoluteSunSign, sankrantiMs } from './surya-siddhanta';
import { assertInstant } from './tithi';

/**
 * The next Surya Siddhanta sankranti after a UT instant: when the SS Sun enters a sidereal sign
 * (bisection on its true longitude). `rashi` is the sign entered, 1 = Mesh … 12 = Meen; Mesh
 * sankranti falls on or next to BS New Year, Makar sankranti on Maghe Sankranti.
 * @throws RangeError for an invalid Date.
 */
export function nextSankranti(instant: Date): { at: Date; rashi: number } {
  const next = absoluteSunSign(assertInstant(instant)) + 1;
  return { at: new Date(sankrantiMs(next)), rashi: (((next % 12) + 12) % 12) + 1 };
}
