import { nepalIso } from '@/lib/time/nepal-time';
import { at, PAKSHA_NAMES, TITHI_NAMES } from './names';
import { absoluteTithi, tithiStartMs } from './surya-siddhanta';
import type { Paksha, TithiInfo } from './types';

/** Tithi 1–30 within its lunation, from an absolute (epoch-counted) tithi number. */
export const tithiIndexOf = (absolute: number): number => (((absolute % 30) + 30) % 30) + 1;

/** Lunation number (0 = the one opening at the Kali epoch) of an absolute tithi number. */
export const lunationOf = (absolute: number): number => Math.floor(absolute / 30);

export const pakshaOf = (index: number): Paksha => (index <= 15 ? 'shukla' : 'krishna');

export function assertInstant(instant: Date): number {
  const ms = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (!Number.isFinite(ms)) throw new RangeError('Expected a valid Date');
  return ms;
}

/** SS tithi (1–15 Shukla, 16–30 Krishna) at a UT instant. @throws RangeError for a bad Date. */
export function tithiAt(instant: Date): number {
  return tithiIndexOf(absoluteTithi(assertInstant(instant)));
}

/** End of the SS tithi holding at UT `instant`. @throws RangeError for an invalid Date. */
export function nextTithiChange(instant: Date): Date {
  return new Date(tithiStartMs(absoluteTithi(assertInstant(instant)) + 1));
}

/** Names, paksha and SS start/end (ISO, +05:45) of absolute tithi `absolute`. */
export function tithiInfo(absolute: number): TithiInfo {
  const index = tithiIndexOf(absolute);
  const paksha = pakshaOf(index);
  return {
    index,
    ...at(TITHI_NAMES, index - 1),
    paksha,
    pakshaName: PAKSHA_NAMES[paksha].name,
    pakshaNameNe: PAKSHA_NAMES[paksha].nameNe,
    startsAt: nepalIso(tithiStartMs(absolute)),
    endsAt: nepalIso(tithiStartMs(absolute + 1)),
  };
}
