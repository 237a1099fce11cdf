/**
 * Official public-holiday lists, one module per BS year, curated from the Government of Nepal's
 * published decisions. Each entry cites its source. Years without a list are 'computed': the
 * catalogue's standing holiday practice applies.
 *
 * 2080 and 2081: partial lists of the days the cited pages record (FNCCI's 2080 holiday
 * calendar; the 2081 list at rnc.edu.np and news reports), confirming the rules' dates. 2082: the
 * Gazette list's days as the published calendar marks them, and rows of the notice itself; 2083:
 * the Gazette notice's dated rows (Nepal Rajpatra Part 5, Vol. 75, No. 67), as public
 * transcriptions of its scan record them, with the approved almanac's Dashain days.
 */
import type { OfficialList } from '../types';
import { OFFICIAL_2080 } from './2080';
import { OFFICIAL_2081 } from './2081';
import { OFFICIAL_2082 } from './2082';
import { OFFICIAL_2083 } from './2083';

export const OFFICIAL_LISTS: ReadonlyMap<number, OfficialList> = new Map(
  ([OFFICIAL_2080, OFFICIAL_2081, OFFICIAL_2082, OFFICIAL_2083] as OfficialList[]).map((list) => [
    list.year,
    list,
  ]),
);
