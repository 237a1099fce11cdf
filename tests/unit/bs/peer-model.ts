/**
 * A peer package's expected behaviour: lib/bs's month table with the peer's listed rows swapped
 * in (peer-disagreements.ts), over the peer's years. `diffAgainstModel` runs the peer on every
 * day its table or ours holds, both ways, and lists where it departs from the model.
 */
import {
  AD_MIN,
  BS_MONTH_TABLE,
  adDayNumber,
  adFromDayNumber,
  adToBs,
  bsToAd,
  daysInBsMonth,
} from '@/lib/bs';
import type { AdDate, BsDate } from '@/lib/bs';

import { KNOWN_DISAGREEMENTS } from './peer-disagreements';
import type { Peer } from './peers';

type Ymd = AdDate | BsDate;
const iso = (d: Ymd): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export interface PeerModel {
  /** Month lengths per year of the modelled table, first year first. */
  lengths: number[][];
  /** AD day numbers (days since 1970-01-01) of the table's first and last days. */
  firstDay: number;
  lastDay: number;
  /** null where the peer should refuse. */
  bsToAd(bs: BsDate): AdDate | null;
  adToBs(ad: AdDate): BsDate | null;
}

/** Row digits (month length − 29) → month lengths. */
const lengthsOf = (row: string): number[] => [...row].map((digit) => 29 + Number(digit));

export function peerModel(peer: Peer): PeerModel {
  const [first, last] = peer.bsYears;
  const rows = new Map(BS_MONTH_TABLE.map(([year, months]) => [year, months]));
  for (const d of KNOWN_DISAGREEMENTS) if (d.peers.includes(peer.name)) rows.set(d.year, d.theirs);
  const yearLengths = (year: number): number[] => lengthsOf(rows.get(year) ?? '');

  // Every package's epoch sits where the shared 1970 epoch plus its own earlier rows put it
  // (bs-calendar.md §1.1), so the table's first day is derived, not configured.
  let firstDay = adDayNumber(AD_MIN);
  for (let year = BS_MONTH_TABLE[0]?.[0] ?? 0; year < first; year += 1) {
    firstDay += yearLengths(year).reduce((a, b) => a + b, 0);
  }
  const lengths = Array.from({ length: last - first + 1 }, (_, i) => yearLengths(first + i));
  if (lengths.some((months) => months.length !== 12)) {
    throw new Error(`${peer.name}: no month table row for some year in ${first}–${last}`);
  }
  // starts[i] = AD day number of month i's first day; starts[12 × years] = one past the end.
  const monthLengths = lengths.flat();
  const starts = new Int32Array(monthLengths.length + 1);
  monthLengths.forEach((length, i) => {
    starts[i + 1] = (starts[i] ?? 0) + length;
  });
  starts.forEach((offset, i) => {
    starts[i] = offset + firstDay;
  });
  const end = starts[monthLengths.length] ?? 0;

  return {
    lengths,
    firstDay,
    lastDay: end - 1,
    bsToAd({ year, month, day }) {
      if (year < first || year > last || month < 1 || month > 12 || day < 1) return null;
      const i = (year - first) * 12 + month - 1;
      const n = (starts[i] ?? 0) + day - 1;
      // A lenient peer rolls an overlong day into the next month, but not past its table.
      if (n >= (peer.lenientDays ? end : (starts[i + 1] ?? 0))) return null;
      return adFromDayNumber(n);
    },
    adToBs(ad) {
      const n = adDayNumber(ad);
      if (n < firstDay || n >= end) return null;
      let lo = 0;
      let hi = monthLengths.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= n) lo = mid;
        else hi = mid - 1;
      }
      return {
        year: first + Math.floor(lo / 12),
        month: (lo % 12) + 1,
        day: n - (starts[lo] ?? 0) + 1,
      };
    },
  };
}

export interface PeerReport {
  checked: { bsToAd: number; adToBs: number };
  /** Days where the peer departs from its model (the first 40, both directions together). */
  mismatches: string[];
  /**
   * Days where the peer's answer differs from lib/bs (a refusal on one side counts): BS→AD over
   * days 1–32 of every month of the peer's years, AD→BS over every day of either table in the
   * peer's AD years.
   */
  differFromOurs: { bsToAd: number; adToBs: number };
}

function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

const same = (a: Ymd | null, b: Ymd | null): boolean =>
  a === null || b === null ? a === b : a.year === b.year && a.month === b.month && a.day === b.day;

export function diffAgainstModel(peer: Peer, model: PeerModel): PeerReport {
  const report: PeerReport = {
    checked: { bsToAd: 0, adToBs: 0 },
    mismatches: [],
    differFromOurs: { bsToAd: 0, adToBs: 0 },
  };
  // Refusals are thrown errors on both sides; their stack traces would be most of the run time.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    diffBothWays(peer, model, report);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return report;
}

function diffBothWays(peer: Peer, model: PeerModel, report: PeerReport): void {
  const miss = (text: string): void => {
    if (report.mismatches.length < 40) report.mismatches.push(text);
  };
  const [first, last] = peer.bsYears;
  for (let year = first; year <= last; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      // Days 1…32 of every month: the peer must also refuse the days its month lacks.
      for (let day = 1; day <= 32; day += 1) {
        const bs = { year, month, day };
        report.checked.bsToAd += 1;
        const actual = attempt(() => peer.bsToAd(bs));
        if (
          !same(
            actual,
            attempt(() => bsToAd(bs)),
          )
        )
          report.differFromOurs.bsToAd += 1;
        const expected = model.bsToAd(bs);
        if (!same(actual, expected))
          miss(`BS→AD ${iso(bs)}: ${actual && iso(actual)}, model ${expected && iso(expected)}`);
      }
    }
  }
  const [minAdYear, maxAdYear] = peer.adYears ?? [-Infinity, Infinity];
  // Past the end of the peer's table (where ours runs longer) the peer should refuse.
  const ourLastDay = adDayNumber(bsToAd({ year: last, month: 12, day: daysInBsMonth(last, 12) }));
  for (let n = model.firstDay; n <= Math.max(model.lastDay, ourLastDay); n += 1) {
    const ad = adFromDayNumber(n);
    if (ad.year < minAdYear || ad.year > maxAdYear) continue;
    report.checked.adToBs += 1;
    const actual = attempt(() => peer.adToBs(ad));
    const ours = attempt(() => adToBs(ad));
    if (!same(actual, ours)) report.differFromOurs.adToBs += 1;
    const expected = model.adToBs(ad);
    if (!same(actual, expected))
      miss(`AD→BS ${iso(ad)}: ${actual && iso(actual)}, model ${expected && iso(expected)}`);
  }
}
