import 'server-only';
import { cache } from 'react';
import { addDays } from '@/lib/time/civil-date';
import {
  getForexDay,
  getForexDayBefore,
  getForexHistory,
  latestForexDate,
  type ForexHistory,
  type StoredForexDay,
} from '@/lib/db';
import { getProvenance, type Provenance } from './provenance';

/** The forex page's store read (React cache): newest NRB day, the day before, provenance. */
export type ForexLatest =
  | { status: 'ok'; day: StoredForexDay; previous: StoredForexDay | null; provenance: Provenance }
  | { status: 'empty'; provenance: Provenance | null }
  | { status: 'error' };

export const loadForexLatest = cache(async (): Promise<ForexLatest> => {
  try {
    const date = await latestForexDate();
    const day = date ? await getForexDay(date) : null;
    if (!day) return { status: 'empty', provenance: await getProvenance('forex', null, null) };
    const [previous, provenance] = await Promise.all([
      getForexDayBefore(day.date),
      getProvenance('forex', day.date, day.fetchedAt),
    ]);
    return { status: 'ok', day, previous, provenance };
  } catch (error) {
    console.error('forex page: the store could not be read:', error);
    return { status: 'error' };
  }
});

/** One currency's last year of rates up to `to` (the newest stored date); null when unknown. */
export const loadForexHistory = cache(
  async (iso3: string, to: string): Promise<ForexHistory | null> => {
    try {
      return await getForexHistory(iso3, { from: addDays(to, -364), to });
    } catch (error) {
      console.error(`forex page: the ${iso3} history could not be read:`, error);
      return null;
    }
  },
);
