// npm run bench:http — requests/s and p99 latency of `next start` for /en, /ne and a static file,
// measured in one run on loopback. Needs a production build (`npm run build`) first.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TARGETS = (process.env.BENCH_PATHS ?? '/en,/ne,/favicon.svg').split(',');

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/favicon.svg`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error('next start did not answer within 20 s');
}

function run(path) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${BASE}${path}`, connections: 10, duration: DURATION_S, maxOverallRequests: 200_000 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
  env: { ...process.env, INGEST_SCHEDULE: 'off', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
  detached: true,
});
try {
  await waitForServer();
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
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // The server group is already gone.
  }
}
