import { absoluteMoonSign, moonSignStartMs } from './surya-siddhanta';
import { assertInstant } from './tithi';

/**
 * The next time the Surya Siddhanta Moon changes sign after a UT instant (bisection on its true
 * sidereal longitude, to about a millisecond). `rashi` is the sign entered, 1 = Mesh … 12 = Meen.
 * The Moon spends about 2¼ days in a sign, so a civil day sees at most one change.
 * @throws RangeError for an invalid Date.
 */
export function nextMoonRashiChange(instant: Date): { at: Date; rashi: number } {
  const next = absoluteMoonSign(assertInstant(instant)) + 1;
  return { at: new Date(moonSignStartMs(next)), rashi: (((next % 12) + 12) % 12) + 1 };
}
