/**
 * Conversion throughput of lib/bs against the five npm converters:
 * `npx tsx scripts/bench-convert.ts`.
 *
 * Every library converts the same seeded pseudo-random AD days (200k, clipped to its own range)
 * and its own BS labels for them, each library in a fresh process, after a warm-up, for at least
 * MIN_SECONDS per direction. Peers run through the adapters of tests/unit/bs/peers.ts, the calls
 * the differential tests make. A baseline row shows the cost of the result object alone.
 * Also prints the supported range and, per peer, on how many days it disagrees with us.
 */
import { spawnSync } from 'node:child_process';

import {
  AD_MAX,
  AD_MIN,
  BS_MAX,
  BS_MIN,
  adDayNumber,
  adFromDayNumber,
  adToBs,
  bsToAd,
  daysInBsMonth,
  formatIsoDate,
} from '../lib/bs';
import type { AdDate, BsDate } from '../lib/bs';
import { PEERS } from '../tests/unit/bs/peers';

const SAMPLE_SIZE = 200_000;
/** Timed seconds per direction and library, split into ROUNDS rounds. */
const MIN_SECONDS = 3;
const ROUNDS = 3;
const WARM_UP_SECONDS = 0.5;
const TARGET_RATIO = 20;

interface Converter {
  name: string;
  bsYears: readonly [number, number];
  adYears?: readonly [number, number];
  bsToAd(bs: BsDate): AdDate;
  adToBs(ad: AdDate): BsDate;
}

const OURS: Converter = {
  name: 'lib/bs (ours)',
  bsYears: [BS_MIN.year, BS_MAX.year],
  bsToAd,
  adToBs,
};

/*
 * Not a converter: copies its input into a new {year, month, day}, the one allocation every
 * converter here makes per call. Its rate is the ceiling for any converter returning a fresh
 * object, so it shows how much of our time is the conversion itself.
 */
const copy = ({ year, month, day }: AdDate | BsDate) => ({ year, month, day });
const BASELINE: Converter = {
  name: 'baseline: result object only',
  bsYears: OURS.bsYears,
  bsToAd: copy,
  adToBs: copy,
};

const CONVERTERS: readonly Converter[] = [OURS, BASELINE, ...PEERS];

/** mulberry32: a fixed seed gives every run, and every library, the same days. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_DAY = adDayNumber(AD_MIN);
const DAY_COUNT = adDayNumber(AD_MAX) - FIRST_DAY + 1;
const next = random(0x5eed);
const SAMPLE_DAYS = Array.from(
  { length: SAMPLE_SIZE },
  () => FIRST_DAY + Math.floor(next() * DAY_COUNT),
);

function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

/** AD days of the sample the converter handles, with its own BS label for each (baseline: ours). */
function inputs(c: Converter): { ad: AdDate[]; bs: BsDate[] } {
  const [minYear, maxYear] = c.adYears ?? [-Infinity, Infinity];
  const ad: AdDate[] = [];
  const bs: BsDate[] = [];
  for (const n of SAMPLE_DAYS) {
    const day = adFromDayNumber(n);
    if (day.year < minYear || day.year > maxYear) continue;
    const label = attempt(() => (c === BASELINE ? OURS : c).adToBs(day));
    if (!label || label.year < c.bsYears[0] || label.year > c.bsYears[1]) continue;
    // Copies, so no converter's own result objects outlive the setup: V8 would then allocate
    // that call site's results straight in the old generation ("pretenuring") while timing.
    ad.push({ year: day.year, month: day.month, day: day.day });
    bs.push({ year: label.year, month: label.month, day: label.day });
  }
  return { ad, bs };
}

/*
 * Results are kept (a ring of the last 1,024), as a caller keeps what it converts: a result read
 * and dropped at once could be optimised away entirely when V8 inlines the converter.
 */
const kept: unknown[] = new Array<unknown>(1024).fill(null);

/**
 * Calls per CPU-second (process user + system time, so GC threads count) of `convert` cycling
 * through `items` for at least `seconds` of wall time. CPU time rather than wall time: on a
 * shared machine the process is descheduled at random, and wall-clock rates then swing ±50%.
 */
function rate<T>(items: readonly T[], convert: (item: T) => unknown, seconds: number): number {
  const length = items.length;
  let calls = 0;
  let at = 0;
  const cpu = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    // The clock is read every 1,024 calls to keep it out of the measurement.
    for (let i = 0; i < 1024; i += 1) {
      kept[i] = convert(items[at] as T);
      at = at + 1 === length ? 0 : at + 1;
    }
    calls += 1024;
  }
  const used = process.cpuUsage(cpu);
  return calls / ((used.user + used.system) / 1e6);
}

interface Result {
  name: string;
  range: string;
  inputs: number;
  bsToAd: number;
  adToBs: number;
}

/**
 * Best of ROUNDS rounds per direction, alternating directions: the machine may be shared, and
 * the best round is the one least disturbed by other processes.
 */
function measure(c: Converter): Result {
  const { ad, bs } = inputs(c);
  rate(bs, c.bsToAd, WARM_UP_SECONDS);
  rate(ad, c.adToBs, WARM_UP_SECONDS);
  let bsToAd = 0;
  let adToBs = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    bsToAd = Math.max(bsToAd, rate(bs, c.bsToAd, MIN_SECONDS / ROUNDS));
    adToBs = Math.max(adToBs, rate(ad, c.adToBs, MIN_SECONDS / ROUNDS));
  }
  return {
    name: c.name,
    range: `${c.bsYears[0]}–${c.bsYears[1]} BS`,
    inputs: ad.length,
    bsToAd,
    adToBs,
  };
}

/**
 * Each library is timed in a fresh process, one after another, so none runs on call sites or
 * heap shapes another library has left behind.
 */
function measureApart(c: Converter): Result {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1] ?? '', '--only', c.name],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`bench of ${c.name} failed (exit ${child.status})`);
  return JSON.parse(child.stdout) as Result;
}

const same = (a: AdDate | BsDate | null, b: AdDate | BsDate | null): boolean =>
  a === null || b === null ? a === b : a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * Days the peer labels differently from us: AD→BS over every AD day of the peer's BS years (in
 * its AD years), BS→AD over every date valid in our table in its BS years. Refusing a date the
 * other side converts counts as a difference.
 */
function disagreements(c: Converter): { adToBs: number; bsToAd: number; years: number[] } {
  const [first, last] = c.bsYears;
  const [minYear, maxYear] = c.adYears ?? [-Infinity, Infinity];
  const years = new Set<number>();
  let bsCount = 0;
  for (let year = first; year <= last; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      for (let day = 1; day <= daysInBsMonth(year, month); day += 1) {
        const bs = { year, month, day };
        const theirs = attempt(() => c.bsToAd(bs));
        if (same(theirs, bsToAd(bs))) continue;
        bsCount += 1;
        years.add(year);
      }
    }
  }
  let adCount = 0;
  const from = adDayNumber(bsToAd({ year: first, month: 1, day: 1 }));
  const to = adDayNumber(bsToAd({ year: last, month: 12, day: daysInBsMonth(last, 12) }));
  for (let n = from; n <= to; n += 1) {
    const ad = adFromDayNumber(n);
    if (ad.year < minYear || ad.year > maxYear) continue;
    const ours = adToBs(ad);
    const theirs = attempt(() => c.adToBs(ad));
    if (same(theirs, ours)) continue;
    adCount += 1;
    years.add(ours.year);
  }
  return { adToBs: adCount, bsToAd: bsCount, years: [...years].sort((a, b) => a - b) };
}

/** '2084–2090, 2093' from sorted years. */
function spans(years: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < years.length;) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === (years[j] ?? 0) + 1) j += 1;
    parts.push(i === j ? `${years[i]}` : `${years[i]}–${years[j]}`);
    i = j + 1;
  }
  return parts.join(', ') || '—';
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en');

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

function main(): void {
  console.log(
    `Supported range: ${formatIsoDate(BS_MIN)} … ${formatIsoDate(BS_MAX)} BS = ` +
      `${formatIsoDate(AD_MIN)} … ${formatIsoDate(AD_MAX)} AD (${fmt(DAY_COUNT)} days)`,
  );
  console.log(
    `Node ${process.version}; ${fmt(SAMPLE_SIZE)} seeded AD days; each library in its own process, ` +
      `${WARM_UP_SECONDS} s warm-up, then best of ${ROUNDS} rounds in ${MIN_SECONDS} s per direction; ` +
      'rates are conversions per CPU-second, results kept\n',
  );

  const results = CONVERTERS.map(measureApart);
  const [ours, baseline, ...peers] = results as [Result, Result, ...Result[]];
  const fastest = {
    bsToAd: Math.max(...peers.map((p) => p.bsToAd)),
    adToBs: Math.max(...peers.map((p) => p.adToBs)),
  };
  console.log(
    table([
      [
        'library',
        'BS range',
        'inputs',
        'bs→ad/s',
        'ad→bs/s',
        'ours ÷ it (bs→ad)',
        'ours ÷ it (ad→bs)',
      ],
      ...results.map((r) => [
        r.name,
        r.range,
        fmt(r.inputs),
        fmt(r.bsToAd),
        fmt(r.adToBs),
        r === ours ? '' : `${(ours.bsToAd / r.bsToAd).toFixed(r === baseline ? 2 : 1)}×`,
        r === ours ? '' : `${(ours.adToBs / r.adToBs).toFixed(r === baseline ? 2 : 1)}×`,
      ]),
    ]),
  );
  const ratio = {
    bsToAd: ours.bsToAd / fastest.bsToAd,
    adToBs: ours.adToBs / fastest.adToBs,
  };
  const verdict = (r: number): string => (r >= TARGET_RATIO ? 'meets' : 'MISSES');
  console.log(
    `\nours / fastest peer: bs→ad ${ratio.bsToAd.toFixed(1)}× (${verdict(ratio.bsToAd)} the ${TARGET_RATIO}× target), ` +
      `ad→bs ${ratio.adToBs.toFixed(1)}× (${verdict(ratio.adToBs)} it)`,
  );

  console.log('\nDays each peer converts differently from us (in its own range):');
  console.log(
    table([
      ['library', 'AD→BS days', 'BS→AD dates', 'BS years affected'],
      ...PEERS.map((peer) => {
        const d = disagreements(peer);
        return [peer.name, fmt(d.adToBs), fmt(d.bsToAd), spans(d.years)];
      }),
    ]),
  );
}

const only = process.argv.indexOf('--only');
if (only < 0) {
  main();
} else {
  const converter = CONVERTERS.find((c) => c.name === process.argv[only + 1]);
  if (!converter) throw new Error(`no converter named ${process.argv[only + 1]}`);
  process.stdout.write(JSON.stringify(measure(converter)));
}
