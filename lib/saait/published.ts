import type { SaaitKind } from './types';

/** A press report of the committee's list: only what the report itself gives. */
export interface PublishedList {
  year: number;
  kind: SaaitKind;
  /** The report; `published` is its BS date, `says` what it gives, in our words. */
  source: { url: string; publication: string; published: string; says: string };
  /** BS month → the days the report lists, for the months whose dates it gives in full. */
  days: Readonly<Record<number, ReadonlyArray<number>>>;
  /** Months the report says have no saait. */
  emptyMonths: ReadonlyArray<number>;
  /** Month → number of saait days, where the report gives only a count. */
  counts: Readonly<Record<number, number>>;
}

/**
 * Marriage days of the Nepal Panchanga Nirnayak (Bikas) Samiti as the press reports them (its own
 * panchanga is an image-only PDF).
 */
export const PUBLISHED_LISTS: ReadonlyArray<PublishedList> = [
  {
    year: 2076,
    kind: 'bibaha',
    source: {
      url: 'http://ujyaaloonline.com/story/31307/2020/1/15/2077-wedding-auspicious-times',
      publication: 'Ujyaalo Online',
      published: '2076-10-01',
      says: "Names the committee's marriage days left in 2076: 9 in Magh and 11 in Falgun, each dated.",
    },
    days: {
      10: [2, 4, 15, 16, 17, 21, 26, 27, 29],
      11: [4, 5, 13, 14, 15, 19, 25, 27, 28, 29, 30],
    },
    emptyMonths: [],
    counts: {},
  },
  {
    year: 2077,
    kind: 'bibaha',
    source: {
      url: 'http://ujyaaloonline.com/story/31307/2020/1/15/2077-wedding-auspicious-times',
      publication: 'Ujyaalo Online',
      published: '2076-10-01',
      says: "Gives the committee's 18 marriage days of 2077 by month (Baishakh 7, Jestha 4, Asar 3, Mangsir 4), dating those of Baishakh, Jestha and Asar.",
    },
    days: { 1: [13, 14, 19, 20, 22, 23, 25], 2: [4, 5, 10, 31], 3: [11, 13, 14] },
    // The year's 18 days all fall in Baishakh, Jestha, Asar and Mangsir.
    emptyMonths: [4, 5, 6, 7, 9, 10, 11, 12],
    counts: { 1: 7, 2: 4, 3: 3, 8: 4 },
  },
  {
    year: 2082,
    kind: 'bibaha',
    source: {
      url: 'https://aamsanchar.com/2025/02/13/257149/',
      publication: 'Aamsanchar',
      published: '2081-11-01',
      says: "Gives the committee's marriage days of 2082 by month as counts (Baishakh 12, Jestha 8, Mangsir 7, Magh 3, Falgun 9), none in Asar (Jupiter set) or Shrawan to Kartik (Chaturmas); no dates.",
    },
    days: {},
    emptyMonths: [3, 4, 5, 6, 7],
    counts: { 1: 12, 2: 8, 8: 7, 10: 3, 11: 9 },
  },
];

/** The published lists held for a year and kind (several reports may cover parts of one year). */
export function publishedLists(year: number, kind: SaaitKind): PublishedList[] {
  return PUBLISHED_LISTS.filter((list) => list.year === year && list.kind === kind);
}
