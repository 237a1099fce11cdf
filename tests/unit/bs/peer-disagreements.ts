/**
 * Every year where an installed peer package's month lengths differ from lib/bs, with the side we
 * follow and why (shared/reference/bs-calendar.md §1.2–1.4; decisions in lib/bs/month-table.ts).
 * peers.test.ts models each peer as our table with these rows swapped in and requires the peer
 * to match that model on every day, both ways: an unlisted difference fails, and so does a
 * listed one that disappears (the peer would then disagree with its model).
 * Rows: 12 digits, month length − 29, Baishakh first.
 */
import type { PeerName } from './peers';

export interface Disagreement {
  year: number;
  /** Months (1–12) whose lengths differ; checked against the two rows. */
  months: readonly number[];
  ours: string;
  theirs: string;
  peers: readonly PeerName[];
  follow: string;
  why: string;
}

const SBM = '@sbmdkl/nepali-date-converter';
const CAMP_B_2084_2086 = ['bikram-sambat', SBM] as const;
const CAMP_B_2087_2090 = ['nepali-date-converter', 'bikram-sambat', SBM] as const;
const CAMP_A =
  'nepali-datetime (Nepali Patro lineage, "camp A"), the product decision for projected years';
const CAMP_B_WHY =
  'Hamro Patro lineage ("camp B"): bs-calendar.md §1.2–1.3. No almanac is published yet, so ' +
  'the year is projected and the product follows camp A (Decisions, §1.3).';

export const KNOWN_DISAGREEMENTS: readonly Disagreement[] = [
  {
    year: 1977,
    months: [6, 7],
    ours: '132321110102',
    theirs: '132322010102',
    peers: ['nepali-date-library'],
    follow: 'bikram-sambat',
    why:
      'bs-calendar.md §1.2: bikram-sambat vs nepali-date-library, 1–1 (@sbmdkl starts in 1978); ' +
      'other tables split 2–2. We keep bikram-sambat, the only full 1970–1999 source (month-table.ts).',
  },
  {
    year: 1991,
    months: [8, 9],
    ours: '232321101011',
    theirs: '232321110011',
    peers: ['nepali-date-library'],
    follow: 'bikram-sambat and @sbmdkl',
    why: 'bs-calendar.md §1.2 and Decisions: the historical consensus of the three tables, 2–1.',
  },
  {
    year: 2084,
    months: [2, 3, 4, 10, 12],
    ours: '232321110012',
    theirs: '223221110111',
    peers: ['bikram-sambat', SBM, 'nepali-date-library'],
    follow: CAMP_A,
    why: `${CAMP_B_WHY} nepali-date-library has camp B for 2084 only, then camp A, so its later New Years drift by a day (§1.2).`,
  },
  ...(
    [
      [2085, [1, 5, 6, 11, 12], '132321110102', '232312110111', CAMP_B_2084_2086],
      [2086, [1, 2, 3, 4, 6, 8, 9, 10], '223222101011', '132321110111', CAMP_B_2084_2086],
      [2087, [4, 6, 8, 9, 10], '223321101011', '223222110111', CAMP_B_2087_2090],
      [2088, [1, 2, 3, 5, 6, 10, 12], '232321110012', '123312110111', CAMP_B_2087_2090],
      [2089, [11, 12], '132321110102', '132321110111', CAMP_B_2087_2090],
      [2090, [1, 2, 3, 4, 6, 8, 9, 10], '223222101011', '132321110111', CAMP_B_2087_2090],
    ] as const
  ).map(([year, months, ours, theirs, peers]) => ({
    year,
    months,
    ours,
    theirs,
    peers,
    follow: CAMP_A,
    why: `${CAMP_B_WHY} nepali-date-converter is camp A up to 2086 and camp B from 2087.`,
  })),
  ...(
    [
      [2091, [4, 6, 8, 9, 10], '223321101011', '223222110111'],
      [2092, [1, 2, 3, 10, 12], '232321110012', '123321110111'],
      [2093, [1, 2, 6, 7, 9, 10, 11, 12], '222322011002', '132321110111'],
      [2094, [6, 8, 9, 10], '223222101011', '223221110111'],
      [2095, [4, 6, 10], '223321101011', '223222101111'],
      [2096, [1, 2, 3, 8, 9, 12], '232321110012', '123321101011'],
      [2097, [2, 6, 7, 9, 10], '222322011011', '232321110111'],
      [2098, [7, 8, 9, 10, 11, 12], '223222101011', '223222010102'],
      [2099, [2, 3, 8, 9, 12], '223321101011', '232321110012'],
    ] as const
  ).map(([year, months, ours, theirs]) => ({
    year,
    months,
    ours,
    theirs,
    peers: [SBM] as const,
    follow: CAMP_A,
    why:
      "bs-calendar.md §1.2: @sbmdkl's own projection, alone past 2090 (its 2096 has 364 days, " +
      'impossible); projected years follow camp A.',
  })),
];
