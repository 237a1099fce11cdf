import { absoluteSunSign, sankrantiMs } from './surya-siddhanta';
import { assertInstant } from './tithi';

/**
 * The next SS sankranti after a UT instant; `rashi` is the sign entered, 1 = Mesh … 12 = Meen.
 * @throws RangeError for an invalid Date.
 */
export function nextSankranti(instant: Date): { at: Date; rashi: number } {
  const next = absoluteSunSign(assertInstant(instant)) + 1;
  return { at: new Date(sankrantiMs(next)), rashi: (((next % 12) + 12) % 12) + 1 };
}
