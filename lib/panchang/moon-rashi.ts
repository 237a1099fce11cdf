import { absoluteMoonSign, moonSignStartMs } from './surya-siddhanta';
import { assertInstant } from './tithi';

/**
 * The next SS Moon sign change after a UT instant (at most one per civil day);
 * `rashi` 1 = Mesh … 12 = Meen. @throws RangeError for an invalid Date.
 */
export function nextMoonRashiChange(instant: Date): { at: Date; rashi: number } {
  const next = absoluteMoonSign(assertInstant(instant)) + 1;
  return { at: new Date(moonSignStartMs(next)), rashi: (((next % 12) + 12) % 12) + 1 };
}
