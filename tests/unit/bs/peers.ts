/**
 * The five npm BS converters installed as devDependencies, behind one time-zone-independent
 * interface for the differential tests and the benchmark. Dates are 1-based {year, month, day}.
 * Each adapter calls the package's public API the cheapest way it offers.
 *
 * Two packages compute in local time, so in a zone that skipped a whole calendar day (e.g.
 * Pacific/Kiritimati 1994-12-31, Pacific/Apia 2011-12-30) they are a day off around it, and
 * peers.test.ts fails there; every zone without such a gap passes (checked: UTC,
 * America/Los_Angeles, Europe/London, Asia/Kathmandu).
 *
 * nepali-datetime declares node >= 22 but its CommonJS build loads and runs under Node 20 (Jest
 * and tsx), so it is tested like the others.
 */
import bikramSambat from 'bikram-sambat';
import NepaliDateConverter from 'nepali-date-converter';
import nepaliDatetime from 'nepali-datetime/dateConverter';
import { adToBs as sbmAdToBs, bsToAd as sbmBsToAd } from '@sbmdkl/nepali-date-converter';
import { ADtoBS, BStoAD } from 'nepali-date-library';

import type { AdDate, BsDate } from '@/lib/bs';

export type PeerName =
  | 'bikram-sambat'
  | 'nepali-date-converter'
  | 'nepali-datetime'
  | '@sbmdkl/nepali-date-converter'
  | 'nepali-date-library';

export interface Peer {
  name: PeerName;
  /** BS years the package's table covers (inclusive). */
  bsYears: readonly [number, number];
  /** AD years its AD→BS accepts, when narrower than its BS range. */
  adYears?: readonly [number, number];
  /** BS→AD accepts a day past the month's end and rolls it into the next month. */
  lenientDays?: boolean;
  bsToAd(bs: BsDate): AdDate;
  adToBs(ad: AdDate): BsDate;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (d: { year: number; month: number; day: number }): string =>
  `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const fromIso = (s: string): { year: number; month: number; day: number } => {
  const [year = NaN, month = NaN, day = NaN] = s.split('-').map(Number);
  return { year, month, day };
};

/*
 * @sbmdkl's bsToAd adds the day count to `new Date('1921-04-13')` (UTC midnight) with local-time
 * setDate()/getDate(), so west of Greenwich every answer is a day early. The shift is the local
 * calendar date of that instant minus 13 April; undo it so the tests pass in any TZ.
 */
const sbmEpoch = new Date('1921-04-13');
const SBM_LOCAL_SHIFT_DAYS = Math.round(
  (Date.UTC(sbmEpoch.getFullYear(), sbmEpoch.getMonth(), sbmEpoch.getDate()) -
    Date.UTC(1921, 3, 13)) /
    86_400_000,
);

function utcDate(year: number, month: number, day: number): AdDate {
  const d = new Date(Date.UTC(year, month - 1, day));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export const PEERS: readonly Peer[] = [
  {
    // toBik parses an ISO date string (UTC); toGreg reads UTC fields: TZ-independent.
    name: 'bikram-sambat',
    bsYears: [1970, 2090],
    bsToAd: ({ year, month, day }) => bikramSambat.toGreg(year, month, day),
    adToBs: (ad) => bikramSambat.toBik(iso(ad)),
  },
  {
    // getAD() maps through UTC; the AD→BS side reads the local fields of a local Date, so a
    // local-midnight Date of the same y-m-d round-trips in any TZ.
    name: 'nepali-date-converter',
    bsYears: [2000, 2090],
    lenientDays: true,
    bsToAd: ({ year, month, day }) => {
      const ad = new NepaliDateConverter(year, month - 1, day).getAD();
      return { year: ad.year, month: ad.month + 1, day: ad.date };
    },
    adToBs: ({ year, month, day }) => {
      const bs = NepaliDateConverter.fromAD(new Date(year, month - 1, day)).getBS();
      return { year: bs.year, month: bs.month + 1, day: bs.date };
    },
  },
  {
    // Pure arithmetic on [year, monthIndex, day] triples; AD years limited to 1944–2042.
    name: 'nepali-datetime',
    bsYears: [2000, 2099],
    adYears: [1944, 2042],
    bsToAd: ({ year, month, day }) => {
      const [y, m, d] = nepaliDatetime.nepaliToEnglish(year, month - 1, day);
      return { year: y, month: m + 1, day: d };
    },
    adToBs: ({ year, month, day }) => {
      const [y, m, d] = nepaliDatetime.englishToNepali(year, month - 1, day);
      return { year: y, month: m + 1, day: d };
    },
  },
  {
    // String API; adToBs diffs two UTC instants (TZ-independent), bsToAd needs the shift above.
    name: '@sbmdkl/nepali-date-converter',
    bsYears: [1978, 2099],
    adYears: [1921, 2040],
    bsToAd: (bs) => {
      const local = fromIso(sbmBsToAd(iso(bs)));
      return utcDate(local.year, local.month, local.day - SBM_LOCAL_SHIFT_DAYS);
    },
    adToBs: (ad) => fromIso(String(sbmAdToBs(iso(ad)))),
  },
  {
    // String API on UTC midnights shifted to Nepal time and read back in UTC: TZ-independent.
    name: 'nepali-date-library',
    bsYears: [1976, 2100],
    bsToAd: (bs) => fromIso(BStoAD(iso(bs))),
    adToBs: (ad) => fromIso(ADtoBS(iso(ad))),
  },
];
