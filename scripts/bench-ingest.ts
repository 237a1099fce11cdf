/**
 * `npm run bench:ingest`: throughput of the market-data path, each part on a fresh SQLite store
 * in os.tmpdir().
 *  1. Kalimati: parse (JSON text → rows, ne + en paired) + validate + store a 110-row day, cold
 *     and then over 200 successive market days; rows/s.
 *  2. NRB: a year of history (365 days × 22 currencies, 4 `/rates` pages) parsed, validated and
 *     stored in one transaction; rows/s.
 *  3. GET /api/v1/forex called in-process (no HTTP, no Next server) with 32 requests in flight
 *     for ~5 s against that year; req/s and p50/p99 latency. This is handler throughput only;
 *     HTTP figures come from autocannon against `next start`.
 *  4. With a production build present (`npm run build`): the same endpoint over HTTP, autocannon
 *     with 32 connections for 5 s against `next start` on that store.
 * Run through `tsx --conditions=react-server` (lib/db imports `server-only`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { CLIENT_LIMITS_OFF, loadTest, startNextServer } from './next-server.mjs';
import os from 'node:os';
import path from 'node:path';
import { GET as forexGet } from '@/app/api/v1/forex/route';
import { closeDb, getDb, upsertForexDays, upsertVegetableDay, type Db } from '@/lib/db';
import { addDays } from '@/lib/time/civil-date';
import { pairRows, parseDailyPricesJson, validateVegetableDay } from '@/lib/sources/kalimati';
import { parseRatesPage, validateForexDays } from '@/lib/sources/nrb';
import type { ForexDay } from '@/lib/sources/types';
import { now, todayIsoInNepal } from '@/lib/time';

const fmt = (n: number) => Math.round(n).toLocaleString('en');

async function freshStore(
  label: string,
): Promise<{ db: Db; url: string; done: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const url = `file:${path.join(dir, 'site.db')}`;
  const db = await getDb(url);
  return {
    db,
    url,
    done: async () => {
      await closeDb(url);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- 1. Kalimati ----------------------------------------------------------------------------

const UNITS = ['के.जी.', 'केजी', 'के जी', 'के\u200D.जी', 'दर्जन', 'प्रति गोटा'];

/** A 110-row `/api/daily-prices/{np,en}` pair in the upstream format (prices as strings). */
function kalimatiBodies(date: string, rows = 110): { np: string; en: string } {
  const prices = Array.from({ length: rows }, (_, i) => {
    const min = 20 + ((i * 37) % 400);
    const max = min + 10 + (i % 7) * 5;
    return { i, min, max, avg: (min + max) / 2 };
  });
  const body = (lang: 'np' | 'en') =>
    JSON.stringify({
      status: 200,
      date,
      prices: prices.map(({ i, min, max, avg }) => ({
        commodityname: lang === 'np' ? `तरकारी ${i + 1}` : `Vegetable ${i + 1}`,
        commodityunit: lang === 'np' ? UNITS[i % UNITS.length] : 'Kg',
        minprice: min.toFixed(2),
        maxprice: max.toFixed(2),
        avgprice: avg.toFixed(2),
      })),
    });
  return { np: body('np'), en: body('en') };
}

async function kalimatiDay(
  db: Db,
  date: string,
  bodies: { np: string; en: string },
  at: Date,
): Promise<number> {
  const ne = parseDailyPricesJson(JSON.parse(bodies.np), 'np');
  const en = parseDailyPricesJson(JSON.parse(bodies.en), 'en');
  const { day } = validateVegetableDay(
    { date, rows: pairRows(ne.rows, en.rows).rows },
    { now: at, latestStored: null, previous: null },
  );
  return db.transaction().execute((trx) => upsertVegetableDay(trx, day, at.toISOString()));
}

async function benchKalimati(): Promise<void> {
  const store = await freshStore('kalimati');
  const at = now();
  const today = todayIsoInNepal(at);
  const days = 200;
  const bodies = Array.from({ length: days + 1 }, (_, i) =>
    kalimatiBodies(addDays(today, i - days)),
  );
  let start = performance.now();
  const cold = await kalimatiDay(store.db, addDays(today, -days), bodies[0]!, at);
  const coldS = (performance.now() - start) / 1000;
  console.log(
    `Kalimati 110-row day, parse+validate+store (first day, cold store): ${fmt(cold / coldS)} rows/s (${cold} rows in ${(coldS * 1000).toFixed(1)} ms)`,
  );
  start = performance.now();
  let rows = 0;
  for (let i = 1; i <= days; i += 1)
    rows += await kalimatiDay(store.db, addDays(today, i - days), bodies[i]!, at);
  const s = (performance.now() - start) / 1000;
  console.log(
    `Kalimati 110-row day, parse+validate+store (next ${days} days): ${fmt(rows / s)} rows/s (${((s / days) * 1000).toFixed(2)} ms per day)`,
  );
  await store.done();
}

// ---- 2. NRB ---------------------------------------------------------------------------------

const CURRENCIES: [string, string, number, number][] = [
  ['INR', 'Indian Rupee', 100, 160],
  ['USD', 'U.S. Dollar', 1, 151.44],
  ['EUR', 'European Euro', 1, 173.69],
  ['GBP', 'UK Pound Sterling', 1, 201.42],
  ['CHF', 'Swiss Franc', 1, 189.3],
  ['AUD', 'Australian Dollar', 1, 99.95],
  ['CAD', 'Canadian Dollar', 1, 109.04],
  ['SGD', 'Singapore Dollar', 1, 118.14],
  ['JPY', 'Japanese Yen', 10, 9.49],
  ['CNY', 'Chinese Yuan', 1, 21.33],
  ['SAR', 'Saudi Arabian Riyal', 1, 40.38],
  ['QAR', 'Qatari Riyal', 1, 41.6],
  ['THB', 'Thai Baht', 1, 4.45],
  ['AED', 'UAE Dirham', 1, 41.24],
  ['MYR', 'Malaysian Ringgit', 1, 36.06],
  ['KRW', 'South Korean Won', 100, 9.92],
  ['SEK', 'Swedish Kroner', 1, 15.78],
  ['DKK', 'Danish Kroner', 1, 23.28],
  ['HKD', 'Hong Kong Dollar', 1, 19.41],
  ['KWD', 'Kuwaity Dinar', 1, 493.3],
  ['BHD', 'Bahrain Dinar', 1, 402.8],
  ['OMR', 'Omani Rial', 1, 393.35],
];

/** A year of `/rates` pages (100 days each) as NRB's envelope text, ending `to`. */
function nrbPages(to: string, dayCount = 365): string[] {
  const dates = Array.from({ length: dayCount }, (_, i) => addDays(to, i - dayCount + 1));
  const payload = dates.map((date, d) => ({
    date,
    published_on: `${date} 00:00:10`,
    modified_on: `${addDays(date, -1)} 17:10:00`,
    rates: CURRENCIES.map(([iso3, name, unit, base]) => {
      // A slow drift within NRB's 5 % day-over-day limit; INR stays on its peg.
      const buy = iso3 === 'INR' ? 160 : base * (1 + 0.04 * Math.sin(d / 40));
      const sell = iso3 === 'INR' ? 160.15 : iso3 === 'USD' ? buy + 0.6 : buy * 1.004;
      return { currency: { iso3, name, unit }, buy: buy.toFixed(2), sell: sell.toFixed(2) };
    }),
  }));
  const pages = Math.ceil(payload.length / 100);
  return Array.from({ length: pages }, (_, p) =>
    JSON.stringify({
      status: { code: 200 },
      errors: { validation: null },
      params: {
        date: null,
        from: dates[0],
        to,
        post_type: null,
        per_page: '100',
        page: String(p + 1),
        slug: null,
        q: null,
      },
      data: { payload: payload.slice(p * 100, (p + 1) * 100) },
      pagination: {
        page: p + 1,
        pages,
        per_page: 100,
        total: payload.length,
        links: { prev: null, next: null },
      },
    }),
  );
}

async function nrbYear(label: string): Promise<string> {
  const store = await freshStore('nrb');
  const at = now();
  const today = todayIsoInNepal(at);
  const pages = nrbPages(today);
  const t0 = performance.now();
  const days: ForexDay[] = pages.flatMap((text) => parseRatesPage(JSON.parse(text)).days);
  const t1 = performance.now();
  validateForexDays(days, { now: at, previous: null });
  const t2 = performance.now();
  const rows = await store.db
    .transaction()
    .execute((trx) => upsertForexDays(trx, days, at.toISOString()));
  const t3 = performance.now();
  const s = (t3 - t0) / 1000;
  console.log(
    `NRB year (${days.length} days × ${CURRENCIES.length} currencies, ${pages.length} pages), parse+validate+store, ${label}: ${fmt(rows / s)} rows/s ` +
      `(${rows} rows in ${(s * 1000).toFixed(0)} ms: parse ${(t1 - t0).toFixed(0)}, validate ${(t2 - t1).toFixed(0)}, store ${(t3 - t2).toFixed(0)} ms)`,
  );
  await closeDb(store.url);
  return store.url;
}

/** Twice, each into a fresh store: the first pays for JIT warm-up as a one-off backfill would. */
async function benchNrb(): Promise<string> {
  const first = await nrbYear('first run');
  rmSync(path.dirname(first.slice('file:'.length)), { recursive: true, force: true });
  return nrbYear('second run');
}

// ---- 3. GET /api/v1/forex in-process ---------------------------------------------------------

async function benchForexHandler(url: string): Promise<void> {
  process.env.DATABASE_URL = url;
  const concurrency = 32;
  const durationMs = 5_000;
  const latencies: number[] = [];
  const call = async () => {
    const response = await forexGet(new Request('http://localhost/api/v1/forex'));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/v1/forex answered ${response.status}`);
  };
  for (let i = 0; i < 50; i += 1) await call(); // warm-up: module init, statement cache, JIT
  const start = performance.now();
  const worker = async () => {
    while (performance.now() - start < durationMs) {
      const t = performance.now();
      await call();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const s = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  console.log(
    `GET /api/v1/forex, in-process handler throughput (no HTTP; ${concurrency} in flight, ${s.toFixed(1)} s): ${fmt(latencies.length / s)} req/s, p50 ${pct(50).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`,
  );
}

// ---- 4. GET /api/v1/forex over HTTP ------------------------------------------------------------

async function benchForexHttp(url: string): Promise<void> {
  if (!existsSync('.next/BUILD_ID')) {
    console.log(
      'GET /api/v1/forex over HTTP: skipped (no production build; run `npm run build` first)',
    );
    return;
  }
  const { base, stop } = await startNextServer({
    port: Number(process.env.BENCH_PORT ?? 3210),
    readyPath: '/api/v1/forex',
    env: { ...CLIENT_LIMITS_OFF, DATABASE_URL: url },
  });
  try {
    const run = () =>
      loadTest(autocannon, { url: `${base}/api/v1/forex`, connections: 32, duration: 5 });
    await run(); // warm-up
    const result = await run();
    console.log(
      `GET /api/v1/forex over HTTP (next start, autocannon, 32 connections, 5 s): ${fmt(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  } finally {
    stop();
  }
}

async function main(): Promise<void> {
  await benchKalimati();
  const url = await benchNrb();
  try {
    await benchForexHandler(url);
    await closeDb(url);
    await benchForexHttp(url);
  } finally {
    await closeDb(url);
    rmSync(path.dirname(url.slice('file:'.length)), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
