/**
 * Differential tests against the five npm converters, every day of each one's range, both ways.
 * A peer must behave exactly as its model (our table with its documented rows swapped in), so
 * any undocumented difference fails, and so does a documented one that has gone away.
 */
import { BS_MAX_YEAR, BS_MIN_YEAR, adToBs, bsToAd } from '@/lib/bs';

import { KNOWN_DISAGREEMENTS } from './peer-disagreements';
import { diffAgainstModel, peerModel } from './peer-model';
import type { PeerReport } from './peer-model';
import { PEERS } from './peers';
import type { Peer } from './peers';

const DAY_MS = 86_400_000;

const refuses = (run: () => unknown): boolean => {
  try {
    run();
    return false;
  } catch {
    return true;
  }
};

describe.each(PEERS.map((peer) => [peer.name, peer] as const))('%s', (_name, peer) => {
  const [first, last] = peer.bsYears;
  const model = peerModel(peer);
  const listed = KNOWN_DISAGREEMENTS.filter((d) => d.peers.includes(peer.name));
  let report: PeerReport;

  beforeAll(() => {
    report = diffAgainstModel(peer, model);
  });

  it('lies inside our supported years', () => {
    expect(first).toBeGreaterThanOrEqual(BS_MIN_YEAR);
    expect(last).toBeLessThanOrEqual(BS_MAX_YEAR);
  });

  it('refuses the BS years just outside the range we test it on', () => {
    expect(refuses(() => peer.bsToAd({ year: first - 1, month: 12, day: 1 }))).toBe(true);
    expect(refuses(() => peer.bsToAd({ year: last + 1, month: 1, day: 1 }))).toBe(true);
  });

  it('was checked on every day of its table, both ways', () => {
    expect(report.checked.bsToAd).toBeGreaterThanOrEqual(model.lastDay - model.firstDay + 1);
    // AD→BS only inside the AD years the package accepts, where narrower than its table.
    const [minYear, maxYear] = peer.adYears ?? [];
    const from = Math.max(model.firstDay, minYear ? Date.UTC(minYear, 0, 1) / DAY_MS : -Infinity);
    const to = Math.min(model.lastDay, maxYear ? Date.UTC(maxYear, 11, 31) / DAY_MS : Infinity);
    expect(report.checked.adToBs).toBeGreaterThanOrEqual(to - from + 1);
  });

  it('agrees with us on every day except in its documented disagreements', () => {
    expect(report.mismatches).toEqual([]);
  });

  it('differs from us somewhere exactly when a disagreement is documented for it', () => {
    expect(report.differFromOurs.adToBs > 0).toBe(listed.length > 0);
  });

  it('gives the same New Year as us in every year before its first documented disagreement', () => {
    const until = Math.min(last, ...listed.map((d) => d.year - 1));
    for (let year = first; year <= until; year += 1) {
      const newYear = { year, month: 1, day: 1 };
      const ad = bsToAd(newYear);
      expect([year, peer.bsToAd(newYear)]).toEqual([year, ad]);
      const [minYear, maxYear] = peer.adYears ?? [ad.year, ad.year];
      if (ad.year >= minYear && ad.year <= maxYear) expect(peer.adToBs(ad)).toEqual(newYear);
    }
  });
});

describe('the differential harness', () => {
  // A stand-in "peer" that is lib/bs except for one day, to show a stray difference is caught.
  const base: Peer = {
    name: 'nepali-datetime',
    bsYears: [2080, 2082],
    bsToAd,
    adToBs,
  };
  const isTarget = (bs: { year: number; month: number; day: number }): boolean =>
    bs.year === 2081 && bs.month === 6 && bs.day === 17;

  it('passes lib/bs against itself', () => {
    expect(diffAgainstModel(base, peerModel(base)).mismatches).toEqual([]);
  });

  it('reports a single day where a peer converts BS→AD differently', () => {
    const peer: Peer = {
      ...base,
      bsToAd: (bs) => (isTarget(bs) ? { year: 2024, month: 10, day: 4 } : bsToAd(bs)),
    };
    expect(diffAgainstModel(peer, peerModel(peer)).mismatches).toEqual([
      'BS→AD 2081-06-17: 2024-10-04, model 2024-10-03',
    ]);
  });

  it('reports a peer that accepts a day its month does not have', () => {
    const peer: Peer = {
      ...base,
      bsToAd: (bs) =>
        bs.year === 2081 && bs.month === 1 && bs.day === 32
          ? { year: 2024, month: 5, day: 14 }
          : bsToAd(bs),
    };
    expect(diffAgainstModel(peer, peerModel(peer)).mismatches).toEqual([
      'BS→AD 2081-01-32: 2024-05-14, model null',
    ]);
  });

  it('reports a peer whose AD→BS is off on one day', () => {
    const peer: Peer = {
      ...base,
      adToBs: (ad) =>
        ad.year === 2024 && ad.month === 10 && ad.day === 3
          ? { year: 2081, month: 6, day: 18 }
          : adToBs(ad),
    };
    expect(diffAgainstModel(peer, peerModel(peer)).mismatches).toEqual([
      'AD→BS 2024-10-03: 2081-06-18, model 2081-06-17',
    ]);
  });
});
