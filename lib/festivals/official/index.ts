/** Official public-holiday lists, one module per BS year; sources: docs/festival-evidence.md. */
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
