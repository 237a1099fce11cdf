import 'server-only';
import type { Generated } from 'kysely';
import type {
  FuelCurrency,
  FuelProduct,
  FuelUnit,
  Metal,
  MetalGrade,
  MetalUnit,
  VegetableUnit,
} from '@/lib/sources/vocabulary';

/** Table shapes as Kysely sees them, the same on both stores. */
export interface ForexRatesTable {
  date: string;
  iso3: string;
  name: string;
  /** NRB quotes some currencies per 10 or 100 units (JPY 10, INR/KRW 100). */
  unit: number;
  buy: number;
  sell: number;
  published_on: string | null;
  modified_on: string | null;
  fetched_at: string;
  /** Upstream order within the day (NRB lists INR, USD, EUR, …), for stable display. */
  position: number;
}

export interface KalimatiCommoditiesTable {
  id: Generated<number>;
  name_ne: string;
  name_en: string | null;
  unit: VegetableUnit;
  /** The unit as typed upstream (cleaned) when the series started, kept for the `other` bucket. */
  unit_label: string;
  /** With name_ne, identifies the series: another unit is a new row, so prices keep their unit. */
  unit_key: string;
}

export interface KalimatiPricesTable {
  date: string;
  commodity_id: number;
  min: number;
  max: number;
  avg: number;
  fetched_at: string;
}

export interface MetalPricesTable {
  date: string;
  metal: Metal;
  grade: MetalGrade;
  unit: MetalUnit;
  price: number;
  fetched_at: string;
}

/** One product's price in one NOC revision; a revision is every product on its effective date. */
export interface FuelPricesTable {
  /** AD effective date (prices take effect at 24:00 that day, Nepal time). */
  effective_date: string;
  /** The same day in BS, `YYYY-MM-DD`, as NOC prints it. */
  effective_date_bs: string;
  product: FuelProduct;
  price: number;
  unit: FuelUnit;
  currency: FuelCurrency;
  fetched_at: string;
  /** When NOC's table last showed it: the newest one's says how fresh the page is. */
  checked_at: string;
}

export interface RawResponsesTable {
  id: Generated<number>;
  source: string;
  url: string;
  /** HTTP status, or 0 when no response arrived (timeout, connection refused). */
  status: number;
  body_sha256: string;
  bytes: number;
  fetched_at: string;
  run_id: number | null;
}

export interface IngestRunsTable {
  id: Generated<number>;
  source: string;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'ok' | 'failed';
  rows: number | null;
  error: string | null;
  warnings: string | null;
  data_date: string | null;
}

export interface IngestLocksTable {
  source: string;
  holder: string;
  acquired_at: string;
  expires_at: string;
}

export interface BackfillDaysTable {
  source: string;
  date: string;
  outcome: 'none' | 'refused';
  detail: string | null;
  checked_at: string;
}

export interface Database {
  forex_rates: ForexRatesTable;
  kalimati_commodities: KalimatiCommoditiesTable;
  kalimati_prices: KalimatiPricesTable;
  metal_prices: MetalPricesTable;
  fuel_prices: FuelPricesTable;
  raw_responses: RawResponsesTable;
  ingest_runs: IngestRunsTable;
  ingest_locks: IngestLocksTable;
  backfill_days: BackfillDaysTable;
}
