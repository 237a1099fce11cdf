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
  firstDay: number;
  lastDay: number;
  bsToAd(bs: BsDate): AdDate | null;
  adToBs(ad: AdDate): BsDate | null;
}

export function peerModel(peer: Peer): PeerModel {
  const [first, last] = peer.bsYears;
  const rows = new Map(BS_MONTH_TABLE.map(([year, months]) => [year, months]));
  for (const d of KNOWN_DISAGREEMENTS) if (d.peers.includes(peer.name)) rows.set(d.year, d.theirs);
  const lengthsOf = (year: number): number[] =>
    [...(rows.get(year) ?? '')].map((digit) => 29 + Number(digit));
  let firstDay = adDayNumber(AD_MIN);
  for (let year = BS_MONTH_TABLE[0]?.[0] ?? 0; year < first; year += 1) {
    firstDay += lengthsOf(year).reduce((a, b) => a + b, 0);
  }
  const lengths = Array.from({ length: last - first + 1 }, (_, i) => lengthsOf(first + i));
  const starts: { bs: BsDate; day: number; length: number }[] = [];
  let day = firstDay;
  lengths.forEach((months, y) =>
    months.forEach((length, m) => {
      starts.push({ bs: { year: first + y, month: m + 1, day: 1 }, day, length });
      day += length;
    }),
  );
  return {
    lengths,
    firstDay,
    lastDay: day - 1,
    bsToAd({ year, month, day: d }) {
      const start = starts[(year - first) * 12 + month - 1];
      if (!start || d < 1 || (d > start.length && !peer.lenientDays)) return null;
      return adFromDayNumber(start.day + d - 1);
    },
    adToBs(ad) {
      const n = adDayNumber(ad);
      const start = starts.findLast((s) => s.day <= n);
      if (!start || n > day - 1) return null;
      return { ...start.bs, day: n - start.day + 1 };
    },
  };
}

export interface PeerReport {
  checked: { bsToAd: number; adToBs: number };
  /** Days where the peer departs from its model (first 20 of each direction). */
  mismatches: string[];
  /** Days where the peer's answer differs from lib/bs (informational). */
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
  a === null || b === null ? a === b : iso(a) === iso(b);

export function diffAgainstModel(peer: Peer, model: PeerModel): PeerReport {
  const report: PeerReport = {
    checked: { bsToAd: 0, adToBs: 0 },
    mismatches: [],
    differFromOurs: { bsToAd: 0, adToBs: 0 },
  };
  const miss = (text: string): void => {
    if (report.mismatches.length < 40) report.mismatches.push(text);
  };
  const [first] = peer.bsYears;
  model.lengths.forEach((months, y) =>
    months.forEach((theirLength, m) => {
      // Days 1…32 covers both tables' lengths for the month.
      for (let d = 1; d <= 32; d += 1) {
        const bs = { year: first + y, month: m + 1, day: d };
        const ours = attempt(() => bsToAd(bs));
        const expected = model.bsToAd(bs);
        if (!ours && !expected && d > theirLength) continue;
        report.checked.bsToAd += 1;
        const actual = attempt(() => peer.bsToAd(bs));
        if (!same(actual, ours)) report.differFromOurs.bsToAd += 1;
        if (!same(actual, expected))
          miss(`BS→AD ${iso(bs)}: ${actual && iso(actual)}, model ${expected && iso(expected)}`);
      }
    }),
  );
  const [minAdYear, maxAdYear] = peer.adYears ?? [-Infinity, Infinity];
  const [, last] = peer.bsYears;
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
  return report;
}
