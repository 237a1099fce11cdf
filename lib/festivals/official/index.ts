/**
 * Official public-holiday lists, one module per BS year, curated from the Government of Nepal's
 * published decisions. Each entry cites its source. Years without a list are 'computed': the
 * catalogue's standing holiday practice applies.
 */
import type { OfficialList } from '../types';

export const OFFICIAL_LISTS: ReadonlyMap<number, OfficialList> = new Map(
  ([] as OfficialList[]).map((list) => [list.year, list]),
);
