import 'server-only';
import type {
  FuelCurrency,
  FuelProduct,
  FuelUnit,
  Metal,
  MetalGrade,
  MetalUnit,
  VegetableUnit,
} from './vocabulary';

export type { FuelCurrency, FuelProduct, FuelUnit, Metal, MetalGrade, MetalUnit, VegetableUnit };

// Our own shapes for upstream data; raw upstream types never leave their adapter folder.

export type SourceId = 'forex' | 'vegetables' | 'metals' | 'fuel';

export const SOURCE_IDS: readonly SourceId[] = ['forex', 'vegetables', 'metals', 'fuel'];

export interface ForexRate {
  /** ISO 4217 code, upper case. */
  iso3: string;
  name: string;
  /** How many units of the currency the price is for (JPY 10, INR and KRW 100). */
  unit: number;
  /** NPR per `unit`. */
  buy: number;
  sell: number;
}

export interface ForexDay {
  /** Nepal civil date the rates apply to, `YYYY-MM-DD`. */
  date: string;
  /** NRB's `published_on`/`modified_on`, Nepal local time `YYYY-MM-DD HH:MM:SS`. */
  publishedOn: string | null;
  modifiedOn: string | null;
  rates: ForexRate[];
}

export interface VegetableRow {
  nameNe: string;
  nameEn: string | null;
  unit: VegetableUnit;
  /** The unit as typed upstream, cleaned of invisible characters. */
  unitLabel: string;
  /** NPR per unit, wholesale. */
  min: number;
  max: number;
  avg: number;
}

export interface VegetableDay {
  /** Market date from the payload, `YYYY-MM-DD`. */
  date: string;
  rows: VegetableRow[];
}

export interface MetalPrice {
  metal: Metal;
  grade: MetalGrade;
  unit: MetalUnit;
  /** NPR per `unit` (per tola or per 10 g). */
  price: number;
}

export interface MetalDay {
  date: string;
  prices: MetalPrice[];
}

export interface FuelPrice {
  product: FuelProduct;
  unit: FuelUnit;
  currency: FuelCurrency;
  /** Kathmandu (category III) retail price, VAT included, per `unit` in `currency`. */
  price: number;
}

/** One row of NOC's retail table: the prices that took effect at 24:00 on `date`. */
export interface FuelRevision {
  /** Effective date, AD `YYYY-MM-DD`. */
  date: string;
  /** The same day in Bikram Sambat, `YYYY-MM-DD`, as NOC prints it. */
  dateBs: string;
  prices: FuelPrice[];
}

/** An adapter's answer: clean data, which endpoint gave it, and non-fatal observations. */
export interface SourceResult<T> {
  data: T;
  via: string;
  warnings: string[];
}
