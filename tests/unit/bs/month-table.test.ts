/**
 * The month table as users meet it (month and year lengths, New Years, the decided disputes) and
 * as the reference lists it: each year of bs-calendar.md §1.2 must hold the side the product
 * follows, and peer-disagreements.ts must be exactly the reference's account of each peer.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  BS_MAX,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTH_TABLE,
  bsToAd,
  bsYearConfidence,
  daysInBsMonth,
  daysInBsYear,
} from '@/lib/bs';

import { describeWithReference } from '../support/reference';
import { KNOWN_DISAGREEMENTS } from './peer-disagreements';
import { PEERS } from './peers';
import type { PeerName } from './peers';

const DAY_MS = 86_400_000;
const YEARS = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);
const ourRow = (year: number): string =>
  Array.from({ length: 12 }, (_, m) => daysInBsMonth(year, m + 1) - 29).join('');
/** UTC milliseconds of a BS date's AD day, via the converter. */
const utc = (year: number, month: number, day: number): number => {
  const ad = bsToAd({ year, month, day });
  return Date.UTC(ad.year, ad.month - 1, ad.day);
};
const differingMonths = (a: string, b: string): number[] =>
  [...a].flatMap((digit, i) => (digit === b[i] ? [] : [i + 1]));

describe('month and year lengths', () => {
  it('covers 1970–2100 BS, one table row per year in order', () => {
    expect([BS_MIN_YEAR, BS_MAX_YEAR]).toEqual([1970, 2100]);
    expect(BS_MONTH_TABLE.map(([year]) => year)).toEqual(YEARS);
    expect(BS_MAX).toEqual({ year: 2100, month: 12, day: daysInBsMonth(2100, 12) });
  });

  it.each(YEARS)('%i: twelve months of 29–32 days making 365 or 366', (year) => {
    const lengths = Array.from({ length: 12 }, (_, m) => daysInBsMonth(year, m + 1));
    for (const length of lengths) {
      expect(length).toBeGreaterThanOrEqual(29);
      expect(length).toBeLessThanOrEqual(32);
    }
    const total = lengths.reduce((a, b) => a + b, 0);
    expect([365, 366]).toContain(total);
    expect(daysInBsYear(year)).toBe(total);
  });

  it('reads each month length from the table row digits', () => {
    for (const [year, months] of BS_MONTH_TABLE)
      expect([year, ourRow(year)]).toEqual([year, months]);
  });

  it('starts each month the day after the previous one ends, across every year', () => {
    let previousEnd = utc(BS_MIN_YEAR, 1, 1) - DAY_MS;
    for (const year of YEARS) {
      for (let month = 1; month <= 12; month += 1) {
        expect([year, month, utc(year, month, 1) - previousEnd]).toEqual([year, month, DAY_MS]);
        previousEnd = utc(year, month, daysInBsMonth(year, month));
      }
    }
  });

  it('puts every New Year (1 Baisakh, Mesh Sankranti) on 13–15 April', () => {
    for (const year of YEARS) {
      const ad = bsToAd({ year, month: 1, day: 1 });
      expect([year, ad.year, ad.month]).toEqual([year, year - 57, 4]);
      expect(ad.day).toBeGreaterThanOrEqual(13);
      expect(ad.day).toBeLessThanOrEqual(15);
    }
  });

  it('spaces New Years by the length of the year between them', () => {
    for (const year of YEARS.slice(0, -1)) {
      const days = (utc(year + 1, 1, 1) - utc(year, 1, 1)) / DAY_MS;
      expect([year, days]).toEqual([year, daysInBsYear(year)]);
    }
  });
});

describe('decided disputes (bs-calendar.md §1.2, §1.4; month-table.ts)', () => {
  it('has 2062 Baisakh/Jestha as 30/32, as 8 of 10 public tables', () => {
    expect([daysInBsMonth(2062, 1), daysInBsMonth(2062, 2)]).toEqual([30, 32]);
  });

  it('has the June 2026 correction of 2083: Asoj 31, Mangsir 29, Poush 30, Magh 29', () => {
    expect([6, 8, 9, 10].map((month) => daysInBsMonth(2083, month))).toEqual([31, 29, 30, 29]);
  });

  it('keeps bikram-sambat for 1977 Asoj/Kartik (30/30) and the 2–1 majority for 1991 Mangsir/Poush (29/30)', () => {
    expect([daysInBsMonth(1977, 6), daysInBsMonth(1977, 7)]).toEqual([30, 30]);
    expect([daysInBsMonth(1991, 8), daysInBsMonth(1991, 9)]).toEqual([29, 30]);
  });

  it('labels 1970–1999 historical, 2000–2083 official and 2084–2100 projected', () => {
    const expected = (year: number): string =>
      year < 2000 ? 'historical' : year <= 2083 ? 'official' : 'projected';
    expect(YEARS.filter((year) => bsYearConfidence(year) !== expected(year))).toEqual([]);
  });
});

describe('peer-disagreements.ts', () => {
  it.each(KNOWN_DISAGREEMENTS.map((d) => [d.year, d] as const))(
    '%i: states our row, the months that differ and peers covering the year',
    (year, d) => {
      expect(d.ours).toBe(ourRow(year));
      expect(d.theirs).toMatch(/^[0-3]{12}$/);
      expect(differingMonths(d.ours, d.theirs)).toEqual(d.months);
      expect(d.peers.length).toBeGreaterThan(0);
      for (const name of d.peers) {
        const peer = PEERS.find((p) => p.name === name);
        expect(peer).toBeDefined();
        expect(year).toBeGreaterThanOrEqual(peer?.bsYears[0] ?? Infinity);
        expect(year).toBeLessThanOrEqual(peer?.bsYears[1] ?? -Infinity);
      }
      expect(d.why).toMatch(/bs-calendar\.md §1\.\d/);
    },
  );

  it('lists each year once', () => {
    const years = KNOWN_DISAGREEMENTS.map((d) => d.year);
    expect(new Set(years).size).toBe(years.length);
  });

  it('lists nothing in 2000–2083, where every public npm table agrees', () => {
    expect(KNOWN_DISAGREEMENTS.filter((d) => d.year >= 2000 && d.year <= 2083)).toEqual([]);
  });
});

const REFERENCE_FILE = path.resolve(__dirname, '../../../../shared/reference/bs-calendar.md');
const reference = fs.existsSync(REFERENCE_FILE) ? fs.readFileSync(REFERENCE_FILE, 'utf8') : null;
const describeAgainstFile = describeWithReference(
  reference !== null,
  'bs month table',
  REFERENCE_FILE,
);

/** The reference's abbreviations for the five npm tables (§1.2 key). */
const ABBREVIATION: Record<PeerName, string> = {
  'nepali-date-converter': 'NDC',
  'bikram-sambat': 'BS',
  'nepali-datetime': 'NDT',
  '@sbmdkl/nepali-date-converter': 'SBM',
  'nepali-date-library': 'NDL',
};

interface ReferenceRow {
  year: number;
  months: number[];
  sides: { tables: string[]; row: string; total: number | null }[];
}

/** '1–4,6,8–10' → [1, 2, 3, 4, 6, 8, 9, 10]. */
const expandMonths = (text: string): number[] =>
  text.split(',').flatMap((part) => {
    const [from = NaN, to = from] = part.trim().split('–').map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });

/**
 * §1.2 rows such as
 * `| 2084 | 2,3,4,10,12 | BS+SBM+NDL 223221110111 (365) / NDC+NDT 232321110012 (366) |`.
 */
function referenceRows(text: string): ReferenceRow[] {
  const start = text.indexOf('### 1.2');
  const section = text.slice(start, text.indexOf('\n### ', start + 1));
  return [...section.matchAll(/^\| (\d{4}) \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => ({
    year: Number(m[1]),
    months: expandMonths(m[2] ?? ''),
    sides: (m[3] ?? '').split(' / ').map((side) => {
      const parsed = /^([A-Z+]+) ([0-3]{12})(?: \((?:\*\*)?(\d{3})\b.*\))?$/.exec(side.trim());
      if (!parsed) throw new Error(`bs-calendar.md §1.2: cannot read '${side}'`);
      return {
        tables: (parsed[1] ?? '').split('+'),
        row: parsed[2] ?? '',
        total: parsed[3] ? Number(parsed[3]) : null,
      };
    }),
  }));
}

describeAgainstFile('the month table against bs-calendar.md §1.2', () => {
  const rows = referenceRows(reference ?? '');
  // Historical years keep bikram-sambat (month-table.ts); projected ones the Nepali Patro
  // lineage as in nepali-datetime (Decisions).
  const followed = (year: number): string => (year < 2000 ? 'BS' : 'NDT');

  it('reads the year-by-year comparison (1977, 1991, 2084–2099)', () => {
    expect(rows.map((r) => r.year)).toEqual([
      1977,
      1991,
      ...YEARS.filter((y) => y >= 2084 && y <= 2099),
    ]);
    for (const { year, months, sides } of rows) {
      expect([year, sides.length]).toEqual([year, 2]);
      expect([year, differingMonths(sides[0]?.row ?? '', sides[1]?.row ?? '')]).toEqual([
        year,
        months,
      ]);
      for (const { row, total } of sides) {
        const sum = [...row].reduce((a, digit) => a + 29 + Number(digit), 0);
        if (total !== null) expect([year, sum]).toEqual([year, total]);
      }
    }
  });

  it('holds the followed side in every year the reference compares', () => {
    const ours = rows.map(({ year, sides }) => [
      year,
      sides.find((s) => s.tables.includes(followed(year)))?.row,
    ]);
    expect(ours).toEqual(rows.map(({ year }) => [year, ourRow(year)]));
  });

  it('documents every peer row that differs from ours, with the peer and the row', () => {
    const expected = rows.flatMap(({ year, sides }) =>
      sides.flatMap(({ tables, row }) =>
        row === ourRow(year)
          ? []
          : PEERS.filter((p) => tables.includes(ABBREVIATION[p.name])).map(
              (p) => `${year} ${p.name} ${row}`,
            ),
      ),
    );
    const documented = KNOWN_DISAGREEMENTS.flatMap((d) =>
      d.peers.map((name) => `${d.year} ${name} ${d.theirs}`),
    );
    expect([...documented].sort()).toEqual([...expected].sort());
  });
});
