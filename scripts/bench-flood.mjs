// npm run bench:flood — whether one client can take the site away from another (issue 61). A
// reader on 127.0.0.1 loads pages on 10 connections, alone and then while a flood from
// 127.0.0.2 (every 127.x address is this machine) hits the same `npm start` on 200 connections
// with one kind of request at a time. Prints the reader's throughput, p99 and errors beside its
// solo run, and the flood's answers by status. Needs a production build first.
//
// autocannon cannot choose the address it connects from, so both clients are node:http agents
// with `localAddress`, each in its own thread so neither slows the other's clock.
// BENCH_SECONDS, BENCH_FLOOD_CONNECTIONS, BENCH_READER_CONNECTIONS and BENCH_KINDS override the
// defaults; BENCH_TARGET=http://host:port measures a server already running (nginx, say).
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const READER_PAGES = [
  '/en',
  '/ne',
  '/en/calendar/2083/mangsir',
  '/ne/calendar/2082/ashwin',
  '/en/nepali-date-converter',
  '/en/faq',
];
const SCANNER_PATHS = [
  '/wp-login.php',
  '/xmlrpc.php',
  '/.env',
  '/.git/config',
  '/wp-admin/setup-config.php',
  '/phpmyadmin/index.php',
  '/admin/config.php',
  '/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php',
];

/** What each kind of flood asks for on its n-th request. */
const KINDS = {
  'unknown pages': (n) => `/${n % 2 ? 'ne' : 'en'}/nosuch-page-${n}`,
  'scanner paths': (n) => SCANNER_PATHS[n % SCANNER_PATHS.length],
  // Day 32 and past of a month: a 400 from the API's validation, a new query every time.
  'bad API queries': (n) => `/api/v1/convert?from=bs&date=2083-02-${32 + (n % 68)}&n=${n}`,
  // A different AD day every time (2000-01-01 onward): no cache can answer it.
  'valid API queries': (n) =>
    `/api/v1/convert?from=ad&date=${new Date(Date.UTC(2000, 0, 1 + (n % 9000))).toISOString().slice(0, 10)}`,
  'plain pages': (n) => READER_PAGES[n % READER_PAGES.length],
};

/** One client: `connections` requests in flight at once for `seconds`, from `localAddress`. */
async function runClient({ base, kind, connections, seconds, localAddress }) {
  const target = new URL(base);
  const pathFor = kind === 'reader' ? (n) => READER_PAGES[n % READER_PAGES.length] : KINDS[kind];
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress });
  const statuses = {};
  const latencies = [];
  let errors = 0;
  let n = 0;
  const deadline = Date.now() + seconds * 1000;
  const once = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(
        {
          host: target.hostname,
          port: target.port,
          path,
          agent,
          localAddress,
          timeout: 10_000,
          // As a browser asks: the pages' compressed copies are a sixth of their size.
          headers: { 'accept-encoding': 'gzip' },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            latencies.push(performance.now() - started);
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      // A request still unanswered after 10 s counts as an error, as autocannon's timeout does.
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const loop = async () => {
    while (Date.now() < deadline) await once(pathFor(n++));
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length ? latencies[Math.floor(latencies.length * 0.99)] : NaN;
  return { total: latencies.length, rps: latencies.length / seconds, p99, errors, statuses };
}

if (!isMainThread) {
  parentPort.postMessage(await runClient(workerData));
} else {
  const client = (options) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: options });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
  const FLOOD = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 200);
  const READER = Number(process.env.BENCH_READER_CONNECTIONS ?? 10);
  const kinds = (process.env.BENCH_KINDS ?? Object.keys(KINDS).join(',')).split(',');

  let base = process.env.BENCH_TARGET;
  let stop = () => {};
  if (!base) {
    const { startNextServer } = await import('./next-server.mjs');
    const port = Number(process.env.BENCH_PORT ?? 3200);
    ({ base, stop } = await startNextServer({
      port,
      readyPath: '/favicon.svg',
      env: process.env.DATABASE_URL ? {} : { DATABASE_URL: 'file:./.bench/site.db' },
    }));
  }
  const reader = { base, kind: 'reader', connections: READER, localAddress: '127.0.0.1' };
  const statusText = (statuses) =>
    Object.entries(statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  try {
    // Warms every page the reader and the floods load, so the runs measure steady state.
    await client({ ...reader, seconds: 2 });
    const solo = await client({ ...reader, seconds: SECONDS });
    const rows = [];
    for (const kind of kinds) {
      if (!KINDS[kind]) throw new Error(`unknown kind ${kind}: ${Object.keys(KINDS).join(', ')}`);
      const flood = client({
        base,
        kind,
        connections: FLOOD,
        // The flood starts first and ends after the reader, so the reader meets it throughout.
        seconds: SECONDS + 2,
        localAddress: '127.0.0.2',
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const read = await client({ ...reader, seconds: SECONDS });
      rows.push({ kind, read, flood: await flood });
      // Lets the server finish the flood's last answers before the next kind.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(
      `bench:flood  reader ${READER} connections from 127.0.0.1 on pages, flood ${FLOOD} ` +
        `connections from 127.0.0.2, ${SECONDS} s each, ${availableParallelism()} CPUs shared`,
    );
    const line = (label, r) =>
      `${label.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(0).padStart(5)} ms  errors ${String(r.errors + r.total - (r.statuses[200] ?? 0)).padStart(5)}`;
    console.log(`${line('reader alone', solo)}`);
    for (const { kind, read, flood } of rows) {
      console.log(
        `${line(kind, read)}  (${((read.rps / solo.rps) * 100).toFixed(0).padStart(3)} % of alone)` +
          `  flood ${flood.rps.toFixed(0).padStart(6)} req/s: ${statusText(flood.statuses)}` +
          `${flood.errors ? ` errors×${flood.errors}` : ''}`,
      );
    }
  } finally {
    stop();
  }
}
