// npm run bench:http — requests/s and p99 latency of `next start` for /en, /ne and a static file,
// measured in one run on loopback. Needs a production build (`npm run build`) first.
import autocannon from 'autocannon';
import { loadTest, startNextServer } from './next-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TARGETS = (process.env.BENCH_PATHS ?? '/en,/ne,/favicon.svg').split(',');

const { base, stop } = await startNextServer({ port: PORT, readyPath: '/favicon.svg' });
try {
  const run = (path) =>
    loadTest(autocannon, { url: `${base}${path}`, connections: 10, duration: DURATION_S, maxOverallRequests: 200_000 });
  const rows = [];
  for (const path of TARGETS) {
    await run(path); // warm-up pass fills caches and JIT
    const result = await run(path);
    rows.push({ path, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  const file = rows.find((row) => row.path.includes('.')) ?? rows[rows.length - 1];
  console.log(`bench:http  ${DURATION_S}s per path, 10 connections, loopback`);
  for (const row of rows) {
    const ratio = (row.rps / file.rps).toFixed(2);
    console.log(
      `${row.path.padEnd(16)} ${row.rps.toFixed(0).padStart(7)} req/s  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}  ratio to file ${ratio}`,
    );
  }
} finally {
  stop();
}
