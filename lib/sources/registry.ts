import 'server-only';
import type { SourceDescriptor } from './descriptor';
import { metalsSource } from './fenegosida/source';
import { vegetablesSource } from './kalimati/source';
import { fuelSource } from './noc/source';
import { forexSource } from './nrb/source';
import { SOURCE_IDS, type SourceId } from './types';

/** Every data source, by id: pages, the API and ingestion read what a source is from here. */
export const SOURCES: Readonly<Record<SourceId, SourceDescriptor>> = {
  forex: forexSource,
  vegetables: vegetablesSource,
  metals: metalsSource,
  fuel: fuelSource,
};

export function bySource<T>(of: (source: SourceDescriptor) => T): Record<SourceId, T> {
  return Object.fromEntries(SOURCE_IDS.map((id) => [id, of(SOURCES[id])])) as Record<SourceId, T>;
}
