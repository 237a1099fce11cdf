import { adToBs } from '@/lib/bs';
import { now, todayInNepal } from './index';

/** Today's Bikram Sambat date in Nepal (from the one clock). */
export function todayBs(instant: Date = now()) {
  return adToBs(todayInNepal(instant));
}

/** The BS year running today in Nepal. */
export function currentBsYear(instant: Date = now()): number {
  return todayBs(instant).year;
}
