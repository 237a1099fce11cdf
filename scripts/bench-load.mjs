// npm run bench:load — the heavy-load check of issue 12: autocannon with 200 connections for 30 s
// per URL against `next start`, printing req/s, p50/p99 latency and the answers that took longer
// than 5 s (timeouts). Needs a production build (`npm run build`) first. BENCH_CONNECTIONS,
// BENCH_SECONDS and BENCH_PATHS override the defaults.
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { CLIENT_LIMITS_OFF, loadTest, startNextServer } from './next-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);
const TIMEOUT_S = 5;
// The search page and API and a page's query view render per request, so they are the ones that
// suffer under load.
const TARGETS = (
  process.env.BENCH_PATHS ??
  '/en,/en/calendar/2083/mangsir,/api/v1/forex,/en/search?q=tihar,/api/v1/search?q=tihar,' +
    '/en/foreign-currency-exchange?page=2'
).split(',');

const { base, stop } = await startNextServer({
  port: PORT,
  readyPath: '/favicon.svg',
  env: {
    ...CLIENT_LIMITS_OFF,
    ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: 'file:./.bench/site.db' }),
  },
});
try {
  const rows = [];
  for (const path of TARGETS) {
    const url = `${base}${path}`;
    // A short warm-up renders the page once and warms the JIT, so the run measures steady state.
    await loadTest(autocannon, { url, connections: 10, duration: 3 });
    const load = loadavg()[0];
    const result = await loadTest(autocannon, {
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: TIMEOUT_S,
    });
    rows.push({ path, result, load });
  }
  console.log(
    `bench:load  ${CONNECTIONS} connections, ${DURATION_S} s per URL, timeout ${TIMEOUT_S} s, ` +
      `${availableParallelism()} CPUs shared with the load generator`,
  );
  for (const { path, result, load } of rows) {
    const non2xx = result.non2xx ? `  non-2xx ${result.non2xx}` : '';
    console.log(
      `${path.padEnd(30)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms` +
        `  p99 ${String(result.latency.p99).padStart(5)} ms  timeouts ${result.timeouts}  errors ${result.errors}${non2xx}` +
        `  (load avg before ${load.toFixed(2)})`,
    );
  }
} finally {
  stop();
}
