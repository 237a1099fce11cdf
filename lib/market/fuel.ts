import 'server-only';
import { cache } from 'react';
import { getFuelHistory, getFuelRevision, latestFuelDate, type StoredFuelRevision } from '@/lib/db';
import { isStale } from '@/lib/sources/cadence';
import type { FuelPrice, FuelProduct } from '@/lib/sources/types';
import { now } from '@/lib/time';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { getProvenance, type Provenance } from './provenance';

export type { FuelPrice, FuelProduct };

/** The fuel page's store read (React cache): NOC's newest revision, previous prices, provenance. */
export type FuelLatest =
  | { status: 'ok'; revision: StoredFuelRevision; provenance: Provenance }
  | { status: 'empty'; provenance: Provenance | null }
  | { status: 'error' };

export const loadFuelLatest = cache(async (): Promise<FuelLatest> => {
  try {
    const date = await latestFuelDate();
    const revision = date ? await getFuelRevision(date) : null;
    if (!revision) return { status: 'empty', provenance: await getProvenance('fuel', null, null) };
    const provenance = await getProvenance('fuel', revision.date, revision.checkedAt);
    return {
      status: 'ok',
      revision,
      provenance: {
        ...provenance,
        stale: isStale('fuel', nepalIsoDay(new Date(revision.checkedAt)), now()),
      },
    };
  } catch (error) {
    console.error('fuel page: the store could not be read:', error);
    return { status: 'error' };
  }
});

export interface FuelRevisionRow {
  date: string;
  dateBs: string;
  prices: Partial<Record<FuelProduct, number>>;
}

/** Every stored revision, newest first, one row per effective date. */
export const loadFuelRevisions = cache(async (): Promise<FuelRevisionRow[]> => {
  try {
    const rows = new Map<string, FuelRevisionRow>();
    for (const r of await getFuelHistory(null)) {
      const row = rows.get(r.date) ?? { date: r.date, dateBs: r.dateBs, prices: {} };
      row.prices[r.product] = r.price;
      rows.set(r.date, row);
    }
    return [...rows.values()].reverse();
  } catch (error) {
    console.error('fuel page: the revision history could not be read:', error);
    return [];
  }
});
