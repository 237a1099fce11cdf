import 'server-only';
import { cache } from 'react';
import { addDays } from '@/lib/time/civil-date';
import {
  getMetalDay,
  getMetalHistory,
  latestMetalDate,
  type Metal,
  type MetalGrade,
  type MetalUnit,
  type StoredMetalDay,
} from '@/lib/db';
import { getProvenance, type Provenance } from './provenance';

/** The gold and silver page's store read (React cache): newest day and provenance. */
export type MetalsLatest =
  | { status: 'ok'; day: StoredMetalDay; provenance: Provenance }
  | { status: 'empty'; provenance: Provenance | null }
  | { status: 'error' };

export const loadMetalsLatest = cache(async (): Promise<MetalsLatest> => {
  try {
    const date = await latestMetalDate();
    const day = date ? await getMetalDay(date) : null;
    // The spec's rule: data is usable only when some price per tola is above zero.
    if (!day || !day.prices.some((p) => p.unit === 'tola' && p.price > 0)) {
      return { status: 'empty', provenance: await getProvenance('metals', null, null) };
    }
    return {
      status: 'ok',
      day,
      provenance: await getProvenance('metals', day.date, day.fetchedAt),
    };
  } catch (error) {
    console.error('metals page: the store could not be read:', error);
    return { status: 'error' };
  }
});

/** One series' last year of prices up to `to` (the newest stored date). */
export const loadMetalHistory = cache(
  async (metal: Metal, grade: MetalGrade, unit: MetalUnit, to: string) => {
    try {
      return await getMetalHistory({ metal, grade, unit }, { from: addDays(to, -364), to });
    } catch (error) {
      console.error(`metals page: the ${grade} ${metal} history could not be read:`, error);
      return [];
    }
  },
);
