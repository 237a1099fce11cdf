/**
 * Dated events from public sources (shared/reference/bs-calendar.md §1.1–2.2) that every
 * conversion must reproduce exactly, both ways, with the weekday where the source gives one.
 * When the reference file sits beside the repo, its §2 is scanned so that no dated fact in it
 * is left out of this list.
 */
import fs from 'node:fs';
import path from 'node:path';

import { adToBs, bsToAd, bsWeekday } from '@/lib/bs';

import { describeWithReference } from '../support/reference';

type Ymd = readonly [number, number, number];
interface Anchor {
  what: string;
  bs: Ymd;
  ad: Ymd;
  /** 0 = Sunday … 6 = Saturday, when the source states it. */
  weekday?: number;
}

const [SUN, MON, TUE, WED, THU, FRI, SAT] = [0, 1, 2, 3, 4, 5, 6];

const ANCHORS: readonly Anchor[] = [
  // §1.1: each package's epoch (1 Baisakh of its first year); all agree from 1970.
  { what: 'epoch of bikram-sambat, 1 Baisakh 1970', bs: [1970, 1, 1], ad: [1913, 4, 13] },
  {
    what: 'epoch of amitgaru2/nepali-datetime, 1 Baisakh 1975',
    bs: [1975, 1, 1],
    ad: [1918, 4, 13],
  },
  { what: 'epoch of nepali-date-library, 1 Baisakh 1976', bs: [1976, 1, 1], ad: [1919, 4, 13] },
  { what: 'epoch of @sbmdkl, 1 Baisakh 1978', bs: [1978, 1, 1], ad: [1921, 4, 13] },
  {
    what: 'epoch of nepali-date-converter and nepali-datetime',
    bs: [2000, 1, 1],
    ad: [1943, 4, 14],
  },
  // §2.1: festivals and holidays 2080.
  { what: 'New Year 2080', bs: [2080, 1, 1], ad: [2023, 4, 14], weekday: FRI },
  { what: 'Buddha Jayanti 2080', bs: [2080, 1, 22], ad: [2023, 5, 5], weekday: FRI },
  { what: 'Constitution Day 2080', bs: [2080, 6, 3], ad: [2023, 9, 20], weekday: WED },
  { what: 'Ghatasthapana 2080', bs: [2080, 6, 28], ad: [2023, 10, 15], weekday: SUN },
  { what: 'Vijaya Dashami 2080', bs: [2080, 7, 7], ad: [2023, 10, 24], weekday: TUE },
  { what: 'Laxmi Puja 2080', bs: [2080, 7, 26], ad: [2023, 11, 12], weekday: SUN },
  { what: 'Chhath 2080', bs: [2080, 8, 3], ad: [2023, 11, 19], weekday: SUN },
  { what: 'Prithvi Jayanti 2080', bs: [2080, 9, 27], ad: [2024, 1, 12], weekday: FRI },
  { what: 'Maghe Sankranti 2080', bs: [2080, 10, 1], ad: [2024, 1, 15], weekday: MON },
  { what: 'Holi (Terai) 2080', bs: [2080, 12, 12], ad: [2024, 3, 25], weekday: MON },
  // §2.1: festivals and holidays 2081.
  { what: 'New Year 2081', bs: [2081, 1, 1], ad: [2024, 4, 13], weekday: SAT },
  { what: 'Buddha Jayanti 2081', bs: [2081, 2, 10], ad: [2024, 5, 23], weekday: THU },
  { what: 'Constitution Day 2081', bs: [2081, 6, 3], ad: [2024, 9, 19], weekday: THU },
  { what: 'Ghatasthapana 2081', bs: [2081, 6, 17], ad: [2024, 10, 3], weekday: THU },
  { what: 'Vijaya Dashami 2081', bs: [2081, 6, 26], ad: [2024, 10, 12], weekday: SAT },
  { what: 'Laxmi Puja 2081', bs: [2081, 7, 15], ad: [2024, 10, 31], weekday: THU },
  { what: 'Bhai Tika 2081', bs: [2081, 7, 18], ad: [2024, 11, 3], weekday: SUN },
  { what: 'Chhath 2081', bs: [2081, 7, 22], ad: [2024, 11, 7], weekday: THU },
  { what: 'Holi (hills) 2081', bs: [2081, 11, 29], ad: [2025, 3, 13], weekday: THU },
  { what: 'Holi (Terai) 2081', bs: [2081, 12, 1], ad: [2025, 3, 14], weekday: FRI },
  // §2.2: New Years.
  { what: 'New Year 2062', bs: [2062, 1, 1], ad: [2005, 4, 14] },
  { what: 'New Year 2072', bs: [2072, 1, 1], ad: [2015, 4, 14] },
  { what: 'New Year 2073', bs: [2073, 1, 1], ad: [2016, 4, 13] },
  { what: 'New Year 2076', bs: [2076, 1, 1], ad: [2019, 4, 14] },
  { what: 'New Year 2077', bs: [2077, 1, 1], ad: [2020, 4, 13], weekday: MON },
  { what: 'New Year 2079', bs: [2079, 1, 1], ad: [2022, 4, 14], weekday: THU },
  // §2.2: political dates.
  { what: 'Jestha 8, 2059', bs: [2059, 2, 8], ad: [2002, 5, 22] },
  { what: 'Baisakh 11, 2063', bs: [2063, 1, 11], ad: [2006, 4, 24] },
  {
    what: 'constitution promulgated, Asoj 3, 2072',
    bs: [2072, 6, 3],
    ad: [2015, 9, 20],
    weekday: SUN,
  },
  { what: 'Asoj 8, 2072', bs: [2072, 6, 8], ad: [2015, 9, 25] },
  // §2.2: Loktantra Diwas, Baisakh 11.
  { what: 'Loktantra Diwas 2079', bs: [2079, 1, 11], ad: [2022, 4, 24] },
  { what: 'Loktantra Diwas 2081', bs: [2081, 1, 11], ad: [2024, 4, 23] },
  { what: 'Loktantra Diwas 2082', bs: [2082, 1, 11], ad: [2025, 4, 24], weekday: THU },
  // §2.2 and §1.4: the June 2026 correction of 2083 (medic/bikram-sambat#31, cht-core#11155).
  { what: 'Jestha 21, 2083', bs: [2083, 2, 21], ad: [2026, 6, 4] },
  { what: 'Kartik 1, 2083 (not 17 Oct as before the fix)', bs: [2083, 7, 1], ad: [2026, 10, 18] },
  // §1.2: projected New Years in the Nepali Patro lineage the product follows (camp A).
  { what: 'New Year 2085 (camp A, projected)', bs: [2085, 1, 1], ad: [2028, 4, 14] },
  { what: 'New Year 2088 (camp A, projected)', bs: [2088, 1, 1], ad: [2031, 4, 14] },
];

/** Dated claims the reference itself calls wrong (§2.1 "Secondary lists contain errors"). */
const REFERENCE_ERRATA: readonly Anchor[] = [
  { what: 'gvcworld: Laxmi Puja 2080 on 14 Nov', bs: [2080, 7, 26], ad: [2023, 11, 14] },
  { what: 'nepalisansar: New Year 2077 on 14 Apr 2020', bs: [2077, 1, 1], ad: [2020, 4, 14] },
];

const ymd = ([year, month, day]: Ymd) => ({ year, month, day });
const isoOf = ([year, month, day]: Ymd): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('anchor dates from public sources', () => {
  it.each(ANCHORS.map((a) => [a.what, a] as const))('%s: BS → AD', (_what, anchor) => {
    expect(bsToAd(ymd(anchor.bs))).toEqual(ymd(anchor.ad));
  });

  it.each(ANCHORS.map((a) => [a.what, a] as const))('%s: AD → BS', (_what, anchor) => {
    expect(adToBs(ymd(anchor.ad))).toEqual(ymd(anchor.bs));
  });

  const withWeekday = ANCHORS.filter((a) => a.weekday !== undefined);
  it.each(withWeekday.map((a) => [a.what, a] as const))('%s: weekday', (_what, anchor) => {
    expect(bsWeekday(ymd(anchor.bs))).toBe(anchor.weekday);
  });

  it.each(REFERENCE_ERRATA.map((a) => [a.what, a] as const))(
    'does not repeat the erratum %s',
    (_what, erratum) => {
      expect(bsToAd(ymd(erratum.bs))).not.toEqual(ymd(erratum.ad));
      expect(adToBs(ymd(erratum.ad))).not.toEqual(ymd(erratum.bs));
    },
  );
});

const REFERENCE_FILE = path.resolve(__dirname, '../../../../shared/reference/bs-calendar.md');
const reference = fs.existsSync(REFERENCE_FILE) ? fs.readFileSync(REFERENCE_FILE, 'utf8') : null;
const describeAgainstFile = describeWithReference(reference !== null, 'bs anchors', REFERENCE_FILE);

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

describeAgainstFile('the anchor list against bs-calendar.md', () => {
  const text = reference ?? '';
  const section2 = text.slice(
    text.indexOf('## 2.'),
    text.indexOf('\n## ', text.indexOf('## 2.') + 1),
  );
  const known = new Set([...ANCHORS, ...REFERENCE_ERRATA].map((a) => isoOf(a.ad)));

  it('holds every "D Mon YYYY" date of §2', () => {
    const found = [
      ...section2.matchAll(
        /\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})\b/g,
      ),
    ].map((m) => isoOf([Number(m[3]), MONTHS.indexOf(m[2] ?? '') + 1, Number(m[1])]));
    expect(found.length).toBeGreaterThanOrEqual(30);
    expect(found.filter((iso) => !known.has(iso))).toEqual([]);
  });

  it('holds every package epoch of §1.1', () => {
    const epochs = [...text.matchAll(/\| (\d{4}-\d{2}-\d{2}) \((\d{4})\) \|/g)].map(
      (m) => `${m[2]} BS = ${m[1]}`,
    );
    expect(epochs.length).toBeGreaterThanOrEqual(4);
    const listed = ANCHORS.filter((a) => a.bs[1] === 1 && a.bs[2] === 1).map(
      (a) => `${a.bs[0]} BS = ${isoOf(a.ad)}`,
    );
    expect(epochs.filter((epoch) => !listed.includes(epoch))).toEqual([]);
  });
});
