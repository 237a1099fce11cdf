/**
 * Rebuilds the rows of lib/bs/month-table.ts from the npm tables installed as devDependencies and
 * compares them with the shipped file: `npx tsx scripts/generate-bs-table.ts`. It applies the
 * decisions of shared/reference/bs-calendar.md (recorded in docs/bs-calendar.md): 1970–1999
 * bikram-sambat, 2000–2083 the row every package agrees on, 2084–2099 nepali-datetime (Nepali Patro
 * lineage), 2100 nepali-date-library. Prints the rows, every year where the packages disagree, and
 * any difference from the shipped table; exits 1 on a difference or when 2000–2083 is no longer
 * unanimous (a new almanac or a new bug upstream). Used by hand when an almanac is published; the
 * shipped module never imports these packages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { BS_MONTH_TABLE } from '../lib/bs/month-table';

const root = join(__dirname, '..');
const require = createRequire(join(root, 'package.json'));

type Lengths = readonly number[];
const encode = (lengths: Lengths): string => lengths.map((n) => n - 29).join('');

function bikramSambat(year: number): Lengths | undefined {
  const lib = require('bikram-sambat') as { daysInMonth(y: number, m: number): number };
  try {
    return Array.from({ length: 12 }, (_, i) => lib.daysInMonth(year, i + 1));
  } catch {
    return undefined;
  }
}

function nepaliDateConverter(year: number): Lengths | undefined {
  const lib = require('nepali-date-converter') as { dateConfigMap: Record<string, object> };
  const row = lib.dateConfigMap[String(year)];
  return row ? (Object.values(row) as number[]) : undefined;
}

function nepaliDatetime(year: number): Lengths | undefined {
  // The table is not exported from the public entry; read it from the shared chunk.
  const dir = join(root, 'node_modules/nepali-datetime/dist/shared');
  const chunk = readdirSync(dir).find((f) => f.endsWith('.cjs')) ?? '';
  const lib = require(join(dir, chunk)) as { NP_MONTHS_DATA: [number[], number][] };
  return year >= 2000 ? lib.NP_MONTHS_DATA[year - 2000]?.[0] : undefined;
}

function sbmdkl(year: number): Lengths | undefined {
  // The package exports converters only; its table is a literal `[year, ...12 lengths]` list.
  const file =
    'node_modules/@sbmdkl/nepali-date-converter/dist/@sbmdkl/nepali-date-converter.umd.js';
  const source = readFileSync(join(root, file), 'utf8');
  const match = new RegExp(`\\[${year},((?:\\s*\\d+,?){12})\\]`).exec(source);
  return match?.[1]?.split(',').map(Number);
}

function nepaliDateLibrary(year: number): Lengths | undefined {
  const lib = require('nepali-date-library') as {
    NEPALI_DATE_MAP: { year: number; days: number[] }[];
  };
  return lib.NEPALI_DATE_MAP.find((row) => row.year === year)?.days;
}

const SOURCES = {
  'bikram-sambat': bikramSambat,
  'nepali-date-converter': nepaliDateConverter,
  'nepali-datetime': nepaliDatetime,
  '@sbmdkl/nepali-date-converter': sbmdkl,
  'nepali-date-library': nepaliDateLibrary,
} as const;

function decide(year: number, rows: Map<string, string>): string | undefined {
  if (year <= 1999) return rows.get('bikram-sambat');
  if (year <= 2083)
    return new Set(rows.values()).size === 1 ? rows.get('bikram-sambat') : undefined;
  if (year <= 2099) return rows.get('nepali-datetime');
  return rows.get('nepali-date-library');
}

let failed = false;
const shipped = new Map(BS_MONTH_TABLE.map(([year, months]) => [year, months]));
for (let year = 1970; year <= 2100; year += 1) {
  const rows = new Map<string, string>();
  for (const [name, read] of Object.entries(SOURCES)) {
    const lengths = read(year);
    if (lengths) rows.set(name, encode(lengths));
  }
  const chosen = decide(year, rows);
  const split = new Set(rows.values()).size > 1;
  const note = split ? `  disagree: ${[...rows].map(([n, r]) => `${n}=${r}`).join(' ')}` : '';
  console.log(`${year} ${chosen ?? '????????????'}${note}`);
  if (!chosen) {
    console.error(`  ${year}: no decision (2000–2083 packages no longer agree)`);
    failed = true;
  } else if (shipped.get(year) !== chosen) {
    console.error(`  ${year}: month-table.ts has ${shipped.get(year)}, sources give ${chosen}`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
