/**
 * `npm run bench:store`: the market store on SQLite and on PostgreSQL, side by side, in one run on
 * this machine:
 *  1. a one-year backfill of all three sources (2025-08-17…2026-08-16; BENCH_DAYS=N for fewer
 *     days) through the real adapters
 *     and `backfill()`, from the recorded upstream responses served on loopback: each recorded
 *     day (NRB /rates, Kalimati's /price form page, FENEGOSIDA's month history) is replayed for
 *     every day of the year, dates moved, NRB's rates drifting slightly; seconds per store;
 *  2. GET /api/v1/forex/history (USD, the year) and /api/v1/vegetables/history (Potato Red, the
 *     year) with 10 requests in flight for BENCH_SECONDS (default 5) each: req/s and p99. With a
 *     production build (`npm run build`) over HTTP (`next start`, autocannon, 10 connections);
 *     without one, the route handlers in-process.
 * PostgreSQL: BENCH_POSTGRES_URL (a server whose user may create databases), else a throwaway
 * server from scripts/pg-test-server.sh (Debian's postgresql binaries), removed afterwards.
 * Run through `tsx --conditions=react-server` (lib/db imports `server-only`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { GET as forexHistory } from '@/app/api/v1/forex/history/route';
import { GET as vegetablesHistory } from '@/app/api/v1/vegetables/history/route';
import { adToBs, BS_MONTHS } from '@/lib/bs';
import { closeDb, getDb } from '@/lib/db';
import { buildDir } from '@/lib/env';
import { backfill } from '@/lib/ingest/backfill';
import { addDays, daysBetween } from '@/lib/time/civil-date';
import type { SourceId } from '@/lib/sources/types';
import {
  fixture,
  nrbRates,
  startUpstreamServer,
  type UpstreamServer,
} from '../tests/support/upstream/upstream-server';
import { loadTest, startNextServer } from './next-server.mjs';

const NOW = '2026-08-16T06:00:00Z';
const TO = '2026-08-16';
// BENCH_DAYS shortens the backfill (the test of this script runs a month); a year by default.
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const FROM = addDays(TO, -(DAYS - 1));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PATHS = {
  forex: `/api/v1/forex/history?currency=USD&from=${FROM}&to=${TO}`,
  vegetables: `/api/v1/vegetables/history?commodity=Potato%20Red&from=${FROM}&to=${TO}`,
} as const;

// ---- the recorded upstream, replayed for a year ------------------------------------------------

/** NRB: one recorded day's 22 rates for every day of the year, drifting within ±1 %. */
function nrbYear(): string {
  const recorded = JSON.parse(fixture('nrb/rates-2026-04-01_2026-04-02.json')) as {
    data: { payload: { date: string; rates: { buy: string; sell: string }[] }[] };
  };
  const template = recorded.data.payload[0]!;
  const days = Array.from({ length: daysBetween(FROM, TO) + 1 }, (_, i) => {
    const date = addDays(FROM, i);
    const drift = 1 + 0.01 * Math.sin(i / 15);
    return {
      ...template,
      date,
      published_on: `${date} 00:00:13`,
      modified_on: `${addDays(date, -1)} 17:18:39`,
      rates: template.rates.map((r) => ({
        ...r,
        buy: (Number(r.buy) * drift).toFixed(2),
        sell: (Number(r.sell) * drift).toFixed(2),
      })),
    };
  });
  return JSON.stringify({ ...recorded, data: { payload: days } });
}

const SESSION = 'kalimati_fruits_and_vegetable_market_development_board_session';

/** Kalimati's /price: the recorded page for a GET, the recorded day under any date for the form. */
function kalimatiPrice(method: string, body: string) {
  const html = 'text/html; charset=UTF-8';
  if (method !== 'POST')
    return {
      body: fixture('kalimati/price-np-2025-10-19.html'),
      contentType: html,
      headers: { 'Set-Cookie': `${SESSION}=lang-np; path=/; httponly` },
    };
  const date = new URLSearchParams(body).get('datePricing') ?? '';
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const bs = adToBs({ year: y, month: m, day: d });
  const heading = `दैनिक मूल्य जानकारी - ${bs.year} ${BS_MONTHS[bs.month - 1]!.nameNe} ${bs.day}`;
  return {
    body: fixture('kalimati/backfill/price-np-2025-10-18.html').replace(
      /(<h4 class="bottom-head">)[^<]*(<\/h4>)/,
      `$1${heading}$2`,
    ),
    contentType: html,
  };
}

/** FENEGOSIDA: August 2026's recorded month history, moved into any month asked for. */
function metalsMonth(url: URL) {
  const month = (url.searchParams.get('date') ?? '').slice(0, 7);
  const recorded = JSON.parse(fixture('fenegosida/monthwisehistory-2026-08.json')) as {
    todayDate: string;
  }[];
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const moved = recorded
    .filter((e) => Number(e.todayDate.slice(8, 10)) <= lastDay)
    .map((e) => ({ ...e, todayDate: `${month}${e.todayDate.slice(7)}` }));
  return { body: JSON.stringify(moved), contentType: 'application/json' };
}

async function yearUpstream(): Promise<UpstreamServer> {
  const server = await startUpstreamServer();
  const year = nrbYear();
  server.set('nrb:rates', (request) =>
    nrbRates(request, Infinity, (relative) =>
      relative.startsWith('nrb/rates-') ? year : fixture(relative),
    ),
  );
  server.set('kalimati:price', (request) => kalimatiPrice(request.method, request.body ?? ''));
  server.set('fenegosida:month', (request) => metalsMonth(request.url));
  return server;
}

// ---- stores -------------------------------------------------------------------------------------

interface Store {
  name: 'SQLite' | 'PostgreSQL';
  url: string;
  drop: () => Promise<void>;
}

async function sqliteStore(): Promise<Store> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-store-'));
  return {
    name: 'SQLite',
    url: `file:${path.join(dir, 'site.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh database on BENCH_POSTGRES_URL's server, or on a throwaway server of our own. */
async function postgresStore(): Promise<Store> {
  let server = process.env.BENCH_POSTGRES_URL;
  let ownDir: string | null = null;
  if (!server) {
    ownDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
    server = execFileSync('bash', ['scripts/pg-test-server.sh', 'start', ownDir], {
      encoding: 'utf8',
    }).trim();
  }
  const name = `bench_store_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    url: url.toString(),
    drop: async () => {
      if (ownDir) {
        execFileSync('bash', ['scripts/pg-test-server.sh', 'destroy', ownDir]);
        return;
      }
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

// ---- measurements -------------------------------------------------------------------------------

async function backfillYear(store: Store, upstream: UpstreamServer): Promise<string> {
  await closeDb();
  process.env.DATABASE_URL = store.url;
  const db = await getDb(store.url); // migrations are not part of the backfill's time
  const started = performance.now();
  const counts: string[] = [];
  for (const source of ['forex', 'vegetables', 'metals'] as SourceId[]) {
    const summary = await backfill(source, {
      from: FROM,
      to: TO,
      delayMs: 0,
      db,
      fetchPolicy: { attempts: 1, timeoutMs: 30_000 },
    });
    if (summary.error || summary.refused) {
      throw new Error(
        `${store.name} ${source} backfill: ${summary.error ?? summary.refusals.slice(0, 3).join('; ')}`,
      );
    }
    counts.push(`${source} ${summary.stored} days`);
  }
  upstream.requests.splice(0);
  const seconds = (performance.now() - started) / 1000;
  return `${seconds.toFixed(1)} s (${counts.join(', ')})`;
}

interface Load {
  rps: number;
  p99: number;
}

async function inProcess(pathAndQuery: string): Promise<Load> {
  const handler = pathAndQuery.startsWith('/api/v1/forex') ? forexHistory : vegetablesHistory;
  const call = async () => {
    const response = await handler(new Request(`http://localhost${pathAndQuery}`));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status}`);
  };
  for (let i = 0; i < 50; i += 1) await call(); // warm-up: statements, JIT, connections
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() - start < SECONDS * 1000) {
        const t = performance.now();
        await call();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p99 };
}

async function overHttp(store: Store): Promise<Record<keyof typeof PATHS, Load>> {
  const { base, stop } = await startNextServer({
    port: Number(process.env.BENCH_PORT ?? 3220),
    readyPath: PATHS.forex,
    env: { DATABASE_URL: store.url },
  });
  try {
    const out = {} as Record<keyof typeof PATHS, Load>;
    for (const key of Object.keys(PATHS) as (keyof typeof PATHS)[]) {
      const run = (duration: number) =>
        loadTest(autocannon, { url: `${base}${PATHS[key]}`, connections: CONNECTIONS, duration });
      await run(2); // warm-up
      const result = await run(SECONDS);
      if (result.non2xx) throw new Error(`${PATHS[key]}: ${result.non2xx} answers were not 2xx`);
      out[key] = { rps: result.requests.average, p99: result.latency.p99 };
    }
    return out;
  } finally {
    stop();
  }
}

async function main(): Promise<void> {
  process.env.APP_NOW = NOW;
  const http = existsSync(path.join(buildDir(), 'BUILD_ID'));
  const upstream = await yearUpstream();
  Object.assign(process.env, upstream.env);
  const rows: { name: string; backfill: string; load: Record<keyof typeof PATHS, Load> }[] = [];
  try {
    for (const make of [sqliteStore, postgresStore]) {
      const store = await make();
      try {
        const backfilled = await backfillYear(store, upstream);
        const load = {} as Record<keyof typeof PATHS, Load>;
        if (http) {
          await closeDb();
          Object.assign(load, await overHttp(store));
        } else {
          for (const key of Object.keys(PATHS) as (keyof typeof PATHS)[])
            load[key] = await inProcess(PATHS[key]);
        }
        rows.push({ name: store.name, backfill: backfilled, load });
      } finally {
        await closeDb();
        await store.drop();
      }
    }
  } finally {
    await upstream.close();
  }

  const how = http
    ? `over HTTP (next start, autocannon, ${CONNECTIONS} connections, ${SECONDS} s)`
    : `in-process route handlers (no build found; ${CONNECTIONS} in flight, ${SECONDS} s)`;
  const cell = (l: Load) =>
    `${Math.round(l.rps).toLocaleString('en')} req/s, p99 ${l.p99.toFixed(1)} ms`;
  const width = Math.max(...rows.map((r) => cell(r.load.forex).length), 24);
  console.log(`\nbench:store, ${os.cpus().length} cores; history endpoints ${how}`);
  console.log(`${''.padEnd(34)}${rows.map((r) => r.name.padEnd(width + 2)).join('')}`);
  console.log(
    `${'GET /api/v1/forex/history'.padEnd(34)}${rows.map((r) => cell(r.load.forex).padEnd(width + 2)).join('')}`,
  );
  console.log(
    `${'GET /api/v1/vegetables/history'.padEnd(34)}${rows.map((r) => cell(r.load.vegetables).padEnd(width + 2)).join('')}`,
  );
  console.log(
    `${(DAYS === 365 ? 'one-year backfill (3 sources)' : `${DAYS}-day backfill (3 sources)`).padEnd(34)}${rows.map((r) => r.backfill.split(' (')[0]!.padEnd(width + 2)).join('')}`,
  );
  for (const r of rows) console.log(`  ${r.name} backfill: ${r.backfill}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
