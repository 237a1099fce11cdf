import 'server-only';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import type { SourceId } from '@/lib/sources/types';
import { getDb, type Db } from './client';
import { latestForexDate } from './forex';
import { lastFuelCheck } from './fuel';
import { latestMetalDate } from './metals';
import { latestVegetableDate } from './vegetables';

const LATEST: Record<SourceId, (db: Db) => Promise<string | null>> = {
  forex: latestForexDate,
  vegetables: latestVegetableDate,
  metals: latestMetalDate,
  // A fuel price holds until NOC revises it: the data is as new as the last check that saw it.
  fuel: async (db) => {
    const checked = await lastFuelCheck(db);
    return checked ? nepalIsoDay(new Date(checked)) : null;
  },
};

/** The Nepal date a source's stored data is current to (what freshness is judged by), or null. */
export async function latestDataDate(source: SourceId, db?: Db): Promise<string | null> {
  return LATEST[source](db ?? (await getDb()));
}
