// The production server (`npm start`: server.ts) on loopback for the benchmarks: started in its own
// process group, ready once `readyPath` answers 200, stopped with the whole group.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Measures one path with autocannon; resolves with its result. */
export function loadTest(autocannon, options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/**
 * The per-client bounds off (lib/http/client-limits.ts), for the benches whose one address on
 * loopback stands for the many clients a load test models: they measure what the server can
 * serve, and bench:flood measures how the bounds share it.
 */
export const CLIENT_LIMITS_OFF = { CLIENT_MAX_IN_FLIGHT: 'off', CLIENT_RATE_LIMIT: 'off' };

/**
 * Starts the production server of this checkout (needs `npm run build`) with `env` on top of the
 * process environment and the ingestion schedule off. Returns its base URL and a stop function.
 */
export async function startNextServer({ port, readyPath, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['dist/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, ...env, INGEST_SCHEDULE: 'off', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // The server group is already gone.
    }
  };
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  stop();
  throw new Error('the server did not answer within 20 s');
}
