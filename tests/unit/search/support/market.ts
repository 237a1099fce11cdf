import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MarketSnapshot, VegetableSnapshot } from '@/lib/search/entries';

/*
 * A market snapshot from the recorded upstream responses (Kalimati's list of 19 October 2025 in
 * both languages, NRB's rates of 15 August 2026), as the store would hold them after ingestion:
 * the search tests and `npm run bench:search` build their index from it without a store.
 */

const FIXTURES = path.resolve(__dirname, '../../../fixtures/upstream');
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as T;

type KalimatiDay = {
  date: string;
  prices: {
    commodityname: string;
    commodityunit: string;
    minprice: string;
    maxprice: string;
    avgprice: string;
  }[];
};
type NrbRates = {
  data: {
    payload: {
      date: string;
      rates: {
        currency: { iso3: string; name: string; unit: number };
        buy: string;
        sell: string;
      }[];
    }[];
  };
};

function unitOf(label: string): VegetableSnapshot['unit'] {
  const key = label.toLowerCase();
  if (key === 'kg' || key === 'केजी') return 'kg';
  if (key.includes('dozen') || key.includes('दर्जन')) return 'dozen';
  if (key.includes('piece') || key.includes('गोटा')) return 'piece';
  return 'other';
}

export function fixtureMarket(): MarketSnapshot {
  const en = read<KalimatiDay>('kalimati/daily-prices-en-2025-10-19.json');
  const np = read<KalimatiDay>('kalimati/daily-prices-np-2025-10-19.json');
  const nrb = read<NrbRates>('nrb/rates-2026-08-15_2026-08-16.json').data.payload[0]!;
  return {
    vegetablesDate: en.date,
    vegetables: en.prices.map((row, i) => ({
      id: i + 1,
      nameEn: row.commodityname,
      nameNe: np.prices[i]!.commodityname,
      unit: unitOf(row.commodityunit),
      unitLabel: row.commodityunit,
      min: Number(row.minprice),
      max: Number(row.maxprice),
      avg: Number(row.avgprice),
    })),
    ratesDate: nrb.date,
    rates: nrb.rates.map((r) => ({
      iso3: r.currency.iso3,
      name: r.currency.name,
      unit: r.currency.unit,
      buy: Number(r.buy),
      sell: Number(r.sell),
    })),
  };
}
