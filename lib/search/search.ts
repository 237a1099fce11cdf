/** A query, answered: a date, the next holidays, or ranked entries with their answers. */
import type { BsDate } from '@/lib/bs';
import { FESTIVALS_BY_ID, type FestivalEvent } from '@/lib/festivals';
import { SIGNS, type Sign } from '@/lib/rashifal/signs';
import type { CivilDate } from '@/lib/time/civil-date';
import {
  CALENDAR_WORDS,
  FESTIVAL_GROUPS,
  FILLER_WORDS,
  HOLIDAY_COMPANIONS,
  HOLIDAY_WORDS,
  PRICE_WORDS,
  type FestivalGroup,
  type SearchPageKey,
  type SignPeriod,
} from './aliases';
import { parseDateQuery, type Relative } from './dates';
import { editDistance } from './distance';
import { buildIndex, matchEntries, type EntryType, type SearchIndex } from './engine';
import {
  EMPTY_MARKET,
  siteEntries,
  type MarketSnapshot,
  type RateSnapshot,
  type VegetableSnapshot,
} from './entries';
import { festivalDays, publicHolidays, readYear, type AskedYear } from './festival-days';
import { words, type Word } from './text';

export type Hit = (
  | { type: 'day'; bs: BsDate; ad: CivilDate; relative?: Relative }
  | { type: 'month'; year: number; month: number }
  | { type: 'year'; year: number }
  | { type: 'holidays'; year: AskedYear | null; days: FestivalEvent[] }
  | {
      type: 'festival';
      id: string;
      name: { name: string; nameNe: string };
      year: AskedYear | null;
      days: FestivalEvent[];
    }
  | { type: 'vegetable'; item: VegetableSnapshot; date: string }
  | { type: 'currency'; iso3: string; rate: RateSnapshot | null; date: string | null }
  | { type: 'sign'; sign: Sign; period?: SignPeriod }
  | { type: 'page'; page: SearchPageKey; fuel?: NonNullable<MarketSnapshot['fuel']> }
) & {
  /** True for the one hit that answers the query outright (shown as a card on top). */
  answer: boolean;
};

export interface SiteIndex {
  index: SearchIndex;
  market: MarketSnapshot;
}

export function buildSiteIndex(market: MarketSnapshot = EMPTY_MARKET): SiteIndex {
  return { index: buildIndex(siteEntries(market)), market };
}

const keySet = (list: readonly string[]) =>
  new Set(list.flatMap((t) => words(t).flatMap((w) => w.keys)));
const HOLIDAY = keySet(HOLIDAY_WORDS);
const COMPANION = keySet(HOLIDAY_COMPANIONS);
const PRICE = keySet(PRICE_WORDS);
const FILLER = keySet(FILLER_WORDS);
const CALENDAR = keySet(CALENDAR_WORDS);

/** True when a word is one of `set`, or one edit from a member of five letters or more. */
function isIn(set: Set<string>, word: Word): boolean {
  return word.keys.some(
    (key) =>
      set.has(key) ||
      (key.length >= 5 && [...set].some((k) => k.length >= 5 && editDistance(key, k, 1) <= 1)),
  );
}

const MAX_HITS = 10;
const STRONG = 0.4;
const WEAK = 0.2;
const ANSWER = 0.7;

const GROUPS = new Map<string, FestivalGroup>(FESTIVAL_GROUPS.map((g) => [g.id, g]));
const SIGN_BY_KEY = new Map(SIGNS.map((s) => [s.key, s]));

/** A bare year: a BS year's page, then its first month; AD year y opens Poush of BS y + 57. */
function pagesOfYear(year: AskedYear): Hit[] {
  return year.calendar === 'bs'
    ? [
        { type: 'year', year: year.year, answer: true },
        { type: 'month', year: year.year, month: 1, answer: false },
      ]
    : [{ type: 'month', year: year.year + 56, month: 9, answer: true }];
}

/** The hits for `query` (already checked by checkQuery), best first; empty when nothing matches. */
export function runSearch(site: SiteIndex, query: string, today: CivilDate): Hit[] {
  const all = words(query, true);
  if (all.length === 0) return [];
  const date = parseDateQuery(query, today);
  if (date?.kind === 'day') {
    return [
      { type: 'day', bs: date.bs, ad: date.ad, relative: date.relative, answer: true },
      { type: 'page', page: 'converter', answer: false },
    ];
  }
  if (date?.kind === 'month')
    return [{ type: 'month', year: date.year, month: date.month, answer: true }];

  let year: AskedYear | null = null;
  let holiday = false;
  const required: Word[] = [];
  const optional: Word[] = [];
  const companions: Word[] = [];
  let priced = false;
  for (const word of all) {
    if (word.numeric) {
      const asked = word.text.length === 4 ? readYear(Number(word.text), today) : null;
      if (asked && !year) year = asked;
      continue;
    }
    if (isIn(HOLIDAY, word)) holiday = true;
    else if (isIn(PRICE, word)) {
      priced = true;
      optional.push(word);
    } else if (isIn(COMPANION, word)) companions.push(word);
    else if (isIn(FILLER, word)) optional.push(word);
    else required.push(word);
  }
  if (holiday && required.length === 0) {
    return [{ type: 'holidays', year, days: publicHolidays(today, year), answer: true }];
  }
  if (required.length === 0 && optional.length === 0 && companions.length === 0) {
    return year ? pagesOfYear(year) : [];
  }
  // 'nepali calendar 2083', '२०८३ को पात्रो': the year's page.
  if (year?.calendar === 'bs' && required.every((word) => isIn(CALENDAR, word))) {
    return [...pagesOfYear(year), { type: 'page', page: 'calendar', answer: false }];
  }
  // Companion words (`next`, `public`) name nothing unless the query is about holidays.
  const named = required.length > 0 ? required : [...optional, ...companions];
  const rest = required.length > 0 ? [...optional, ...companions] : [];
  const boost: Partial<Record<EntryType, number>> = priced ? { vegetable: 1.1, currency: 1.1 } : {};
  const matches = matchEntries(site.index, named, rest, boost);
  // Far weaker matches than the best are noise beside it (`gold` also meets `gourd`).
  const floor = Math.max(STRONG, (matches[0]?.score ?? 0) * 0.6);
  const strong = matches.filter((m) => m.score >= floor);
  const chosen = (
    strong.length ? strong : matches.filter((m) => m.score >= WEAK).slice(0, 5)
  ).slice(0, MAX_HITS);
  const hits = chosen.flatMap(({ entry }) => resolve(site, entry.type, entry.ref, today, year));
  const first = hits[0];
  const answers = first && (first.type !== 'page' || first.fuel !== undefined);
  if (answers && chosen[0]!.score >= ANSWER) first.answer = true;
  return hits;
}

function resolve(
  site: SiteIndex,
  type: EntryType,
  ref: string,
  today: CivilDate,
  year: AskedYear | null,
): Hit[] {
  switch (type) {
    case 'festival': {
      const group = GROUPS.get(ref);
      const festival = FESTIVALS_BY_ID.get(ref);
      const name = group ?? festival;
      if (!name) return [];
      const ids = group ? group.members : [ref];
      const days = festivalDays(ids, group ? group.main : ref, today, year);
      return [{ type: 'festival', id: ref, name, year, days, answer: false }];
    }
    case 'vegetable': {
      const item = site.market.vegetables.find((v) => String(v.id) === ref);
      const date = site.market.vegetablesDate;
      return item && date ? [{ type: 'vegetable', item, date, answer: false }] : [];
    }
    case 'currency': {
      const rate = site.market.rates.find((r) => r.iso3 === ref) ?? null;
      return [
        {
          type: 'currency',
          iso3: ref,
          rate,
          date: rate ? site.market.ratesDate : null,
          answer: false,
        },
      ];
    }
    case 'sign': {
      // `aries`, or a period tab's `aries/weekly`.
      const [key, period] = ref.split('/') as [Sign['key'], SignPeriod | undefined];
      const sign = SIGN_BY_KEY.get(key);
      return sign ? [{ type: 'sign', sign, ...(period && { period }), answer: false }] : [];
    }
    case 'page': {
      // The fuel page answers with today's prices when the store has them.
      const fuel = ref === 'fuel' && site.market.fuel?.prices.length ? site.market.fuel : undefined;
      return [{ type: 'page', page: ref as SearchPageKey, ...(fuel && { fuel }), answer: false }];
    }
  }
}
