/** What the index holds: festivals, signs, pages and the store's market items. */
import { FESTIVALS } from '@/lib/festivals';
import { SIGN_ALIASES } from '@/lib/urls/sign-names';
import { SIGNS } from '@/lib/rashifal/signs';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';
import {
  CURRENCY_ALIASES,
  FESTIVAL_ALIASES,
  FESTIVAL_GROUPS,
  SEARCH_PAGES,
  SIGN_PERIOD_WORDS,
  type SearchPageKey,
  type SignPeriod,
  vegetableAliases,
} from './aliases';
import type { SearchEntry } from './engine';

/** One Kalimati commodity as the newest stored market day lists it. */
export interface VegetableSnapshot {
  id: number;
  nameEn: string | null;
  nameNe: string;
  unit: 'kg' | 'dozen' | 'piece' | 'other';
  unitLabel: string;
  min: number;
  max: number;
  avg: number;
}

/** One currency as NRB's newest stored day lists it. */
export interface RateSnapshot {
  iso3: string;
  name: string;
  unit: number;
  buy: number;
  sell: number;
}

/** A retail fuel price of NOC's newest stored revision. */
export interface FuelSnapshot {
  product: 'petrol' | 'diesel' | 'kerosene' | 'lpg';
  price: number;
}

/** The market items and prices the index was built with; dates are null on an empty store. */
export interface MarketSnapshot {
  vegetables: readonly VegetableSnapshot[];
  vegetablesDate: string | null;
  rates: readonly RateSnapshot[];
  ratesDate: string | null;
  /** NOC's newest revision (AD effective date), absent on a store without one. */
  fuel?: { date: string; prices: readonly FuelSnapshot[] } | null;
}

export const EMPTY_MARKET: MarketSnapshot = {
  vegetables: [],
  vegetablesDate: null,
  rates: [],
  ratesDate: null,
};

// Holiday blocks ('Dashain holiday') rank below the festivals whose names they repeat.
const BLOCKS = new Set(['dashain-bida', 'tihar-bida']);

export const PAGE_KEYS = Object.keys(SEARCH_PAGES) as SearchPageKey[];

/** The currencies NRB quotes, in its order (the message files name each). */
export const CURRENCY_CODES = Object.keys(en.ForexPage.currencies);

type CurrencyCode = keyof typeof en.ForexPage.currencies;

function staticEntries(): SearchEntry[] {
  const groups = FESTIVAL_GROUPS.map((g): SearchEntry => ({
    type: 'festival',
    ref: g.id,
    names: [g.name, g.nameNe, ...g.aliases],
    weight: 1.1,
  }));
  const festivals = FESTIVALS.map((f): SearchEntry => ({
    type: 'festival',
    ref: f.id,
    names: [f.name, f.nameNe, ...(FESTIVAL_ALIASES[f.id] ?? [])],
    weight: BLOCKS.has(f.id) ? 0.8 : f.holiday?.includes('national') ? 1 : 0.95,
  }));
  const signs = SIGNS.map((s): SearchEntry => ({
    type: 'sign',
    ref: s.key,
    names: [
      s.name,
      s.nameRoman,
      s.nameNe,
      ...Object.entries(SIGN_ALIASES)
        .filter(([, key]) => key === s.key)
        .map(([alias]) => alias),
    ],
    weight: 1,
  }));
  // Each sign's period tabs, named by the sign's names and the period's (`mesh weekly`); a
  // little below the sign itself, which a sign's name alone finds first.
  const periods = Object.keys(SIGN_PERIOD_WORDS) as SignPeriod[];
  const signPeriods = signs.flatMap((sign) =>
    periods.map((period): SearchEntry => ({
      type: 'sign',
      ref: `${sign.ref}/${period}`,
      names: sign.names.flatMap((name) =>
        SIGN_PERIOD_WORDS[period].map((word) => `${name} ${word}`),
      ),
      weight: 0.9,
    })),
  );
  const pages = PAGE_KEYS.map((key): SearchEntry => ({
    type: 'page',
    ref: key,
    names: [
      en.SearchPage.pages[key].title,
      ne.SearchPage.pages[key].title,
      ...SEARCH_PAGES[key].keywords,
    ],
    weight: key === 'home' ? 0.7 : 0.9,
  }));
  return [...groups, ...festivals, ...signs, ...signPeriods, ...pages];
}

let statics: SearchEntry[] | null = null;

function currencyEntry(iso3: string, stored?: RateSnapshot): SearchEntry {
  const named = CURRENCY_CODES.includes(iso3);
  return {
    type: 'currency',
    ref: iso3,
    names: [
      iso3,
      ...(stored ? [stored.name] : []),
      ...(named
        ? [
            en.ForexPage.currencies[iso3 as CurrencyCode],
            ne.ForexPage.currencies[iso3 as CurrencyCode],
          ]
        : []),
      ...(CURRENCY_ALIASES[iso3] ?? []),
    ],
    weight: 1,
  };
}

/** Every entry: the fixed ones (built once) and the market's. */
export function siteEntries(market: MarketSnapshot): SearchEntry[] {
  statics ??= staticEntries();
  const stored = new Map(market.rates.map((r) => [r.iso3, r]));
  const codes = [...new Set([...market.rates.map((r) => r.iso3), ...CURRENCY_CODES])];
  return [
    ...statics,
    ...codes.map((code) => currencyEntry(code, stored.get(code))),
    ...market.vegetables.map((v): SearchEntry => ({
      type: 'vegetable',
      ref: String(v.id),
      names: [v.nameEn ?? '', v.nameNe, ...vegetableAliases(v.nameEn ?? '')].filter(Boolean),
      weight: 0.95,
    })),
  ];
}
