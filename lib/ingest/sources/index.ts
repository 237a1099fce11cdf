import 'server-only';
import type { SourceId } from '@/lib/sources/types';
import type { IngestSource } from './descriptor';
import { forexIngest } from './forex';
import { fuelIngest } from './fuel';
import { metalsIngest } from './metals';
import { vegetablesIngest } from './vegetables';

/** Every source as ingestion runs it, for the jobs, the backfill and the CLI. */
export const INGEST_SOURCES: Readonly<Record<SourceId, IngestSource>> = {
  forex: forexIngest,
  vegetables: vegetablesIngest,
  metals: metalsIngest,
  fuel: fuelIngest,
};
