// npm run bench:fuzz — sends seeded malformed requests (FUZZ_COUNT, default 2,400; FUZZ_SEED) to
// `next start` over raw sockets and fails on any 5xx, any answer slower than 5 s, any /api answer
// that is not JSON (a CSV download asked for with format=csv excepted), or a build directory that
// grew by more than 1 MB. Needs a production build (`npm run build`) first.
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fuzzRequests, ROUTES } from './fuzz-requests.mjs';
import { CLIENT_LIMITS_OFF, startNextServer } from './next-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const COUNT = Number(process.env.FUZZ_COUNT ?? 2400);
const SEED = Number(process.env.FUZZ_SEED ?? 20251116);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const SLOW_MS = 5_000;
const GROWTH_LIMIT = 1024 * 1024;
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

function dirSize(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** One request written byte for byte; resolves with status, head and time to the full answer. */
function send(port, { method, target, headers, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [key, value] of Object.entries(headers)) lines.push(`${key}: ${value}`);
    if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`),
    );
    const chunks = [];
    const done = (error) => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const head = raw.split('\r\n\r\n')[0] ?? '';
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, ms: performance.now() - started, error });
    };
    socket.setTimeout(SLOW_MS * 2, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => done(error.message));
    socket.on('close', () => done());
  });
}

function contentType(head) {
  return /\r\ncontent-type:\s*([^\r\n]*)/i.exec(head)?.[1] ?? '';
}

function problemsOf(request, answer) {
  const problems = [];
  if (answer.status === 0) problems.push(`no answer (${answer.error ?? 'closed'})`);
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.ms > SLOW_MS) problems.push(`slow ${Math.round(answer.ms)} ms`);
  // Routes are case-sensitive and dot segments resolve before routing: `/API/…` and
  // `/api/../x` are no API paths.
  const target = request.target.replace(/^[a-z]+:\/\/[^/]*/i, '') || '/';
  let pathOnly = target;
  try {
    pathOnly = new URL(`http://x${target.startsWith('/') ? target : `/${target}`}`).pathname;
  } catch {
    // Unparseable: judge the raw target.
  }
  const isApi = /^\/api(\/|$)/.test(pathOnly);
  // A download asked for (CSV, the ICS feed) and a redirect carry no JSON by design.
  const download = answer.status === 200 && /text\/(csv|calendar)/.test(contentType(answer.head));
  const redirect = answer.status >= 300 && answer.status < 400;
  const hasBody = request.method !== 'HEAD' && answer.status !== 204 && answer.status !== 304;
  if (
    isApi &&
    hasBody &&
    answer.status !== 0 &&
    !download &&
    !redirect &&
    !/json/i.test(contentType(answer.head))
  ) {
    problems.push(
      `/api answer not JSON (${answer.status}, ${contentType(answer.head) || 'no content-type'})`,
    );
  }
  return problems;
}

const requests = fuzzRequests(SEED, COUNT);
const { base, stop } = await startNextServer({
  port: PORT,
  readyPath: '/favicon.svg',
  // The fuzz sends its requests as fast as one client can and checks each answer, not 429s.
  env: {
    ...CLIENT_LIMITS_OFF,
    ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: 'file:./.bench/site.db' }),
  },
});
const port = Number(new URL(base).port);
let failed = false;
try {
  // The real pages first, twice: a prebuilt page that ISR regenerates is stored once more, which
  // is bounded by the number of pages; what must not grow the store is the fuzz's bad URLs.
  for (let round = 0; round < 2; round += 1) {
    for (const route of ROUTES)
      await fetch(`${base}${route}`, { redirect: 'manual' }).catch(() => {});
    await sleep(3000);
  }
  const sizeBefore = dirSize(DIST_DIR);
  const failures = [];
  const byStatus = new Map();
  let slowest = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const request = requests[next++];
        const answer = await send(port, request);
        slowest = Math.max(slowest, answer.ms);
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        const problems = problemsOf(request, answer);
        if (problems.length) failures.push({ request, problems });
      }
    }),
  );
  const growth = dirSize(DIST_DIR) - sizeBefore;
  console.log(
    `bench:fuzz  ${requests.length} requests, seed ${SEED}, ${CONCURRENCY} at a time, against ${base}`,
  );
  console.log(
    `statuses    ${[...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join('  ')}`,
  );
  console.log(`slowest     ${Math.round(slowest)} ms`);
  console.log(
    `${DIST_DIR} grew by ${(growth / 1024).toFixed(1)} KB (limit ${GROWTH_LIMIT / 1024} KB)`,
  );
  const byProblem = new Map();
  for (const { request, problems } of failures) {
    for (const problem of problems) {
      const kind = problem.replace(/\d+ ms/, 'N ms');
      if (!byProblem.has(kind)) byProblem.set(kind, []);
      byProblem
        .get(kind)
        .push(
          `${request.method} ${request.target.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 80)}`,
        );
    }
  }
  for (const [kind, examples] of byProblem) {
    console.log(
      `FAIL ${kind}: ${examples.length} requests, e.g.\n  ${examples.slice(0, 5).join('\n  ')}`,
    );
  }
  if (growth > GROWTH_LIMIT) console.log(`FAIL the build directory grew by more than 1 MB`);
  failed = failures.length > 0 || growth > GROWTH_LIMIT;
  console.log(
    failed
      ? 'bench:fuzz FAILED'
      : 'bench:fuzz passed: no 5xx, none slower than 5 s, /api always JSON, no disk growth',
  );
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
