// npm run bench:http — requests/s and p99 latency of `next start` for /en, /ne, a calendar month
// and a static file, measured in one run on loopback. For /en and the calendar month it also
// serves the same HTML bytes as a public file from the same server and prints the page's ratio to
// that copy: what the page route costs beyond sending its bytes. The answers to bad requests
// follow (issue 61: a 404, the API's 400 and 404, and 405s), which must cost about what a page
// from the microcache does; `METHOD /path` asks with another method. Needs a production build.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadTest, startNextServer } from './next-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGETS = (
  process.env.BENCH_PATHS ??
  '/en,/ne,/en/calendar/2083/mangsir,/favicon.svg,/en/nosuch-page,/api/v1/nosuch,' +
    '/api/v1/convert?from=bs&date=2083-02-33,POST /en,POST /api/v1/forex'
).split(',');
// Pages compared with their own HTML served as a file.
const AS_FILE = (process.env.BENCH_AS_FILE ?? '/en,/en/calendar/2083/mangsir')
  .split(',')
  .filter((p) => TARGETS.includes(p));

const publicDir = path.resolve(import.meta.dirname, '../public');
const copyDir = path.join(publicDir, '__bench-http');
const copyPath = (page) => `/__bench-http/${page.replace(/^\//, '').replace(/\//g, '_')}.html`;

// Public files are listed when the server starts, so the copies are written before the
// measured server starts: a first short-lived server renders the pages.
if (AS_FILE.length) {
  const first = await startNextServer({ port: PORT, readyPath: '/favicon.svg' });
  try {
    mkdirSync(copyDir, { recursive: true });
    for (const page of AS_FILE) {
      const response = await fetch(`${first.base}${page}`);
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      writeFileSync(
        path.join(publicDir, copyPath(page)),
        Buffer.from(await response.arrayBuffer()),
      );
    }
  } finally {
    first.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const { base, stop } = await startNextServer({ port: PORT, readyPath: '/favicon.svg' });
try {
  const run = (target) => {
    const [method, path] = target.includes(' ') ? target.split(' ') : ['GET', target];
    return loadTest(autocannon, {
      url: `${base}${path}`,
      method,
      connections: CONNECTIONS,
      duration: DURATION_S,
      maxOverallRequests: 200_000,
    });
  };
  const measure = async (target) => {
    await run(target); // warm-up pass fills caches and JIT
    const result = await run(target);
    return {
      path: target,
      rps: result.requests.average,
      p99: result.latency.p99,
      // A bad request's row expects its 4xx; only failures and other statuses count.
      errors: /nosuch|date=2083-02-33|^POST/.test(target)
        ? result.errors + result.timeouts + (result['5xx'] ?? 0)
        : result.errors + result.non2xx,
    };
  };
  const rows = [];
  for (const target of TARGETS) rows.push(await measure(target));
  const copies = new Map();
  for (const page of AS_FILE) copies.set(page, await measure(copyPath(page)));

  const file = rows.find((row) => /\.\w+$/.test(row.path)) ?? rows[rows.length - 1];
  console.log(`bench:http  ${DURATION_S}s per path, ${CONNECTIONS} connections, loopback`);
  const line = (row) =>
    `${row.path.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}`;
  for (const row of rows) {
    const copy = copies.get(row.path);
    const asFile = copy ? `  ratio to its HTML as a file ${(row.rps / copy.rps).toFixed(2)}` : '';
    console.log(`${line(row)}  ratio to ${file.path} ${(row.rps / file.rps).toFixed(2)}${asFile}`);
  }
  for (const copy of copies.values())
    console.log(`${line(copy)}  (the page's HTML as a public file)`);
} finally {
  stop();
  rmSync(copyDir, { recursive: true, force: true });
}
