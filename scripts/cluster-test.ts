/**
 * `npm run test:cluster` (needs a build; `npm test` runs it on its own): the production topology
 * on loopback. Debian's nginx (deploy/nginx, rendered by deploy/render-nginx.mjs) in front of two
 * `npm start` instances on one store and one Redis page cache, with the recorded upstreams
 * standing in for NRB, Kalimati, FENEGOSIDA and NOC. Everything runs in a temporary folder and is
 * stopped at the end.
 *
 * Writes `.test-results/cluster.json` ({ passed, failed, skipped, results }) for the summary of
 * `npm test`. Without nginx it skips and says so; under CI=true a missing nginx is a failure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@redis/client';
import autocannon from 'autocannon';
import pg from 'pg';
import { listRuns, openDb } from '../lib/db';
import { missingPrerequisite, startCluster, stopGroup, waitFor } from './cluster';
import { sendAsWritten } from '../tests/support/raw-http';
import { runInWorker } from './flood-client.mjs';
import { loadTest } from './next-server.mjs';

const RESULTS_DIR = '.test-results';
const METAL_STATES = (
  JSON.parse(readFileSync('messages/en.json', 'utf8')) as {
    Market: {
      states: { empty: { metals: string }; error: { metals: string; forex: string } };
    };
  }
).Market.states;
const EMPTY_METALS = METAL_STATES.empty.metals;
const FAILED_METALS = METAL_STATES.error.metals;
const FAILED_FOREX = METAL_STATES.error.forex;

/**
 * Makes the instances' PostgreSQL database refuse connections (and drops the open ones), as a
 * database server that went away does, or lets it take them again.
 */
async function setDatabaseReachable(databaseUrl: string, reachable: boolean): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS ${reachable}`);
    if (!reachable) {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
    }
  } finally {
    await admin.end();
  }
}

/** What a client of scripts/flood-client.mjs reports. */
interface FloodResult {
  total: number;
  rps: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

/** A HEAD request sent from `localAddress` (any 127.x address is this machine). */
function headFrom(
  url: string,
  localAddress: string,
): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'HEAD', localAddress, agent: false }, (answer) => {
      answer.resume();
      resolve({
        status: answer.statusCode ?? 0,
        retryAfter: answer.headers['retry-after'],
      });
    });
    request.on('error', reject);
    request.end();
  });
}

interface Result {
  name: string;
  ok: boolean;
  detail?: string;
}
const results: Result[] = [];

async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  const started = Date.now();
  try {
    const detail = (await body()) ?? undefined;
    results.push({ name, ok: true, detail });
    console.log(`  ✓ ${name} (${Date.now() - started} ms)${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    console.log(`  ✘ ${name}: ${detail}`);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function writeResults(skipped: number): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const passed = results.filter((r) => r.ok).length;
  writeFileSync(
    path.join(RESULTS_DIR, 'cluster.json'),
    JSON.stringify({ passed, failed: results.length - passed, skipped, results }, null, 2),
  );
}

function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const logOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Waits until `test` holds, checking every 200 ms; false after `timeoutMs`. */
async function eventually(test: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return true;
    await sleep(200);
  }
  return test();
}

/** True once the shared cache holds the page at `pagePath` (Next stores it after answering). */
async function storedInRedis(url: string, pagePath: string): Promise<boolean> {
  const client = createClient({ url });
  await client.connect();
  try {
    return (await client.keys(`*$${pagePath}`)).length > 0;
  } finally {
    await client.close();
  }
}

async function main(): Promise<void> {
  const missing = missingPrerequisite();
  if (missing) {
    if (process.env.CI) {
      results.push({ name: 'nginx and a build are present', ok: false, detail: missing });
      writeResults(0);
      console.log(`  ✘ ${missing}`);
      return;
    }
    console.log(`cluster test skipped: ${missing}`);
    writeResults(1);
    return;
  }

  const cluster = await startCluster({
    instances: 2,
    nginx: {
      microcacheSeconds: 5,
      // The load and the reader come from 127.0.0.1, far past one person's pace: that address is
      // never limited. Every other address gets the shipped bounds, checked below from others.
      unlimited: ['127.0.0.1'],
    },
  });
  const { edge, instances, env } = cluster;

  try {
    await check('both instances and nginx serve the same pages and API answers', async () => {
      const paths = [
        '/en/calendar/2083/mangsir',
        '/ne/calendar/2082/ashwin',
        '/api/v1/calendar/2083/8',
        '/api/v1/convert?from=bs&date=2083-08-08',
      ];
      for (const p of paths) {
        const [a, b, viaEdge] = await Promise.all(
          [...instances.map((i) => i.origin), edge].map(async (origin) => {
            const response = await fetch(`${origin}${p}`);
            return `${response.status} ${await response.text()}`;
          }),
        );
        assert(a!.startsWith('200 '), `${p}: ${a!.slice(0, 60)}`);
        assert(a === b, `${p}: the two instances differ`);
        assert(a === viaEdge, `${p}: nginx differs from the instances`);
      }
      return `${paths.length} paths identical`;
    });

    await check(
      'a page one instance renders is served by the other from the shared cache (Redis)',
      async () => {
        const seen: string[] = [];
        for (const p of ['/ne/calendar/2081/poush', '/en/calendar/2080/magh/12']) {
          const first = await fetch(`${instances[0]!.origin}${p}`);
          assert(first.status === 200, `${p}: ${first.status}`);
          assert(
            await eventually(() => storedInRedis(cluster.redis.url, p), 5_000),
            `${p} never reached Redis`,
          );
          const second = await fetch(`${instances[1]!.origin}${p}`);
          const state = second.headers.get('x-nextjs-cache');
          assert(second.status === 200 && state === 'HIT', `${p} on instance 2: ${state}`);
          assert((await first.text()) === (await second.text()), `${p}: the copies differ`);
          seen.push(`${p} ${first.headers.get('x-nextjs-cache')} then ${state}`);
        }
        return seen.join(', ');
      },
    );

    await check(
      'the security headers pass through nginx unchanged; pages leave compressed',
      async () => {
        const direct = await fetch(`${instances[0]!.origin}/en/calendar/2083/mangsir`);
        const viaEdge = await fetch(`${edge}/en/calendar/2083/mangsir`, {
          headers: { 'accept-encoding': 'br' },
        });
        for (const name of [
          'content-security-policy',
          'strict-transport-security',
          'x-frame-options',
          'cache-control',
        ]) {
          assert(
            direct.headers.get(name) === viaEdge.headers.get(name),
            `${name}: ${direct.headers.get(name)} vs ${viaEdge.headers.get(name)}`,
          );
        }
        // fetch decodes brotli itself; the raw header still says what was sent.
        assert(viaEdge.headers.get('content-encoding') === 'br', 'page not sent as brotli');
      },
    );

    await check(
      'after an ingestion revalidated through one instance, the new day shows through nginx and on every instance within 10 s',
      async () => {
        const page = '/en/gold-and-silver-in-nepal';
        assert(
          (await (await fetch(`${edge}${page}`)).text()).includes(EMPTY_METALS),
          'not empty before',
        );
        // Both instances have the page cached before the run.
        for (const instance of instances) await fetch(`${instance.origin}${page}`);
        // Asynchronously: the recorded upstreams answer from this process. Only the first
        // instance is asked to revalidate: the shared cache carries it to the other.
        const run = await runCommand(
          'npx',
          ['tsx', '--conditions=react-server', 'scripts/ingest.ts', 'metals'],
          { ...env, REVALIDATE_URL: instances[0]!.origin },
        );
        assert(run.status === 0, `ingest exited ${run.status}: ${run.stdout} ${run.stderr}`);
        assert(/revalidated/.test(run.stdout), `no revalidation: ${run.stdout} ${run.stderr}`);
        const started = Date.now();
        const origins = [edge, ...instances.map((i) => i.origin)];
        const shownAfter: number[] = [];
        for (const origin of origins) {
          for (;;) {
            const html = await (await fetch(`${origin}${page}`)).text();
            assert(!html.includes(FAILED_METALS), `${origin}${page} could not read the store`);
            if (!html.includes(EMPTY_METALS)) break;
            assert(Date.now() - started < 10_000, `${origin}${page} still empty after 10 s`);
            await sleep(250);
          }
          shownAfter.push(Date.now() - started);
          const api = await fetch(`${origin}/api/v1/metals`);
          const day = ((await api.json()) as { date?: string }).date;
          assert(
            api.status === 200 && day === '2026-08-16',
            `${origin}: metals API ${api.status} ${day}`,
          );
        }
        return `shown after ${shownAfter.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} (nginx, instance 1, instance 2)`;
      },
    );

    await check(
      'killing one instance during 20 s of load (50 connections) fails no request, and it rejoins',
      async () => {
        const load = loadTest(autocannon, {
          url: edge,
          connections: 50,
          duration: 20,
          // A request counts as failed when it errs or goes unanswered within nginx's own read
          // timeout (30 s), not at autocannon's 10 s: the restarted instance answers its first
          // renders slowly on a loaded machine, and the latency is reported below.
          timeout: 30,
          requests: [
            { method: 'GET', path: '/en/calendar/2083/mangsir' },
            { method: 'GET', path: '/ne' },
            { method: 'GET', path: '/api/v1/today' },
            { method: 'GET', path: '/en/foreign-currency-exchange' },
            // A per-request view: never cached, so it reaches an instance every time.
            { method: 'GET', path: '/en/nepali-date-converter?bs=2083-08-08' },
          ],
        });
        await sleep(5_000);
        const victim = instances[1]!;
        stopGroup(victim.child, 'SIGKILL');
        await sleep(5_000);
        instances[1] = cluster.startInstance(victim.port);
        await waitFor(`${instances[1].origin}/en`, 30_000);
        const result = await load;
        assert(
          result.errors === 0 && result.timeouts === 0,
          `${result.errors} errors, ${result.timeouts} timeouts`,
        );
        assert(
          result.non2xx === 0,
          `${result.non2xx} answers were not 2xx: ${JSON.stringify(result.statusCodeStats)}`,
        );
        const rejoined = await fetch(
          `${instances[1].origin}/en/nepali-date-converter?bs=2083-08-08`,
        );
        assert(rejoined.status === 200, `restarted instance answered ${rejoined.status}`);
        return `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`;
      },
    );

    await check(
      'the preview images are rate limited per address, with a JSON 429 and Retry-After',
      async () => {
        // From an address the test's nginx limits (127.0.0.1, the load's, it never does).
        const answers = await Promise.all(
          Array.from({ length: 30 }, () =>
            headFrom(`${edge}/en/og/calendar/2083/mangsir`, '127.0.0.3'),
          ),
        );
        const limited = answers.filter((a) => a.status === 429);
        assert(limited.length > 0, 'no request was limited');
        assert(limited[0]!.retryAfter === '1', 'no Retry-After');
        assert(
          answers.every((a) => a.status < 500),
          'a 5xx',
        );
        return `${limited.length} of 30 limited`;
      },
    );

    await check(
      'a flood from 127.0.0.2 on 200 connections gets 429s past its share at nginx; a reader on 127.0.0.1 meanwhile gets every page, p99 under 500 ms',
      async () => {
        const seconds = 8;
        const flood = runInWorker({
          base: edge,
          kind: 'valid API queries',
          connections: 200,
          seconds: seconds + 2,
          localAddress: '127.0.0.2',
        }) as Promise<FloodResult>;
        await sleep(1000);
        const reader = (await runInWorker({
          base: edge,
          kind: 'reader',
          connections: 10,
          seconds,
          localAddress: '127.0.0.1',
        })) as FloodResult;
        const flooded = await flood;
        const failed = reader.errors + reader.total - (reader.statuses[200] ?? 0);
        assert(failed === 0, `the reader got ${failed} errors: ${JSON.stringify(reader.statuses)}`);
        assert(reader.p99 < 500, `the reader's p99 was ${Math.round(reader.p99)} ms`);
        assert((flooded.statuses[429] ?? 0) > 0, `no 429: ${JSON.stringify(flooded.statuses)}`);
        return `reader ${Math.round(reader.rps)} req/s, p99 ${Math.round(reader.p99)} ms; flood ${JSON.stringify(flooded.statuses)}`;
      },
    );

    await check(
      'with Redis stopped, pages still answer 200 and each instance says why; when it is back the cache is shared again',
      async () => {
        await cluster.redis.stop();
        const pages = ['/en/calendar/2079/baishakh', '/ne/calendar/2079/jestha/3', '/en/faq'];
        for (const origin of [edge, ...instances.map((i) => i.origin)]) {
          for (const p of pages) {
            const answer = await fetch(`${origin}${p}`);
            assert(answer.status === 200, `${origin}${p} answered ${answer.status}`);
          }
        }
        for (const instance of instances) {
          const said = await eventually(
            () => /\[cache\] Redis at 127\.0\.0\.1:\d+ unavailable/.test(logOf(instance.logFile)),
            5_000,
          );
          assert(said, `instance on ${instance.port} logged no reason`);
        }
        await cluster.redis.start();
        for (const instance of instances) {
          const back = await eventually(
            () =>
              /\[cache\] Redis at .* is back: the page cache is shared again/.test(
                logOf(instance.logFile),
              ),
            15_000,
          );
          assert(back, `instance on ${instance.port} did not reconnect`);
        }
        const p = '/en/calendar/2079/ashadh';
        await fetch(`${instances[0]!.origin}${p}`);
        assert(
          await eventually(() => storedInRedis(cluster.redis.url, p), 5_000),
          `${p} never reached Redis after it came back`,
        );
        const shared = (await fetch(`${instances[1]!.origin}${p}`)).headers.get('x-nextjs-cache');
        assert(shared === 'HIT', `after Redis came back, instance 2 answered ${shared}`);
        return `${pages.length * 3} answers 200 while down; shared again after restart`;
      },
    );

    await check(
      'with the database unreachable, pages with data and the calendar answer 200, the API a 503 store_unavailable; all recover when it is back',
      async () => {
        if (!env.DATABASE_URL?.startsWith('postgres')) return 'skipped: the store is a SQLite file';
        const market = '/en/foreign-currency-exchange';
        for (const origin of [edge, ...instances.map((i) => i.origin)])
          await fetch(`${origin}${market}`);
        await setDatabaseReachable(env.DATABASE_URL, false);
        let restored = false;
        try {
          for (const origin of [edge, ...instances.map((i) => i.origin)]) {
            const calendar = await fetch(`${origin}/en/calendar/2079/kartik`);
            assert(calendar.status === 200, `${origin} calendar answered ${calendar.status}`);
            const page = await fetch(`${origin}${market}`);
            const html = await page.text();
            assert(page.status === 200, `${origin}${market} answered ${page.status}`);
            assert(!html.includes(FAILED_FOREX), `${origin}${market} lost its rates`);
          }
          for (const instance of instances) {
            // The instance itself, past nginx's microcache: the API reads the store per request.
            const api = await fetch(`${instance.origin}/api/v1/forex?date=2026-08-15`);
            const body = (await api.json()) as { error?: { code?: string } };
            assert(api.status === 503, `${instance.origin} API answered ${api.status}`);
            assert(body.error?.code === 'store_unavailable', `API error ${JSON.stringify(body)}`);
            assert(api.headers.get('retry-after') !== null, 'the 503 has no Retry-After');
            const view = await fetch(`${instance.origin}${market}?page=2`);
            const text = await view.text();
            assert(view.status < 500, `${instance.origin}${market}?page=2 answered ${view.status}`);
            assert(text.includes(FAILED_FOREX), `${market}?page=2 did not say the store failed`);
          }
          await setDatabaseReachable(env.DATABASE_URL, true);
          restored = true;
          for (const instance of instances) {
            const back = await eventually(async () => {
              const api = await fetch(`${instance.origin}/api/v1/forex?date=2026-08-15`);
              return api.status === 200 || api.status === 404;
            }, 15_000);
            assert(back, `${instance.origin} still failed 15 s after the database came back`);
          }
        } finally {
          if (!restored) await setDatabaseReachable(env.DATABASE_URL, true);
        }
        return 'calendar and cached market pages 200, API 503 with Retry-After, views say so; recovered';
      },
    );

    await check(
      'TRACE, *, absolute-form targets, oversized headers and a slow client get a 4xx or a closed connection, never a 5xx',
      async () => {
        const cases: [string, string, { headers?: Record<string, string>; slow?: boolean }?][] = [
          ['TRACE', 'TRACE /en HTTP/1.1'],
          ['TRACE /api', 'TRACE /api/v1/forex HTTP/1.1'],
          ['PROPFIND', 'PROPFIND /api/v1/forex HTTP/1.1'],
          ['asterisk', 'GET * HTTP/1.1'],
          ['absolute-form', 'GET http://evil.example/forex HTTP/1.1'],
          ['oversized header', 'GET /en HTTP/1.1', { headers: { 'X-Big': 'a'.repeat(20_000) } }],
          ['slow client', 'GET /en HTTP/1.1', { slow: true }],
        ];
        const seen: string[] = [];
        for (const [name, requestLine, options] of cases) {
          const answer = await sendAsWritten(edge, requestLine, options);
          const { status } = answer;
          seen.push(`${name} ${status || 'closed'}`);
          assert(status === 0 || (status >= 200 && status < 500), `${name}: ${status}`);
          if (name === 'absolute-form') {
            assert(status !== 0, 'absolute-form: no answer');
            assert(!/evil\.example/i.test(answer.head), `absolute-form: ${answer.head}`);
          }
        }
        return seen.join(', ');
      },
    );

    await check(
      'with both schedulers on, the instances starting together catch up once per source',
      async () => {
        for (const instance of instances) stopGroup(instance.child);
        await sleep(1_000);
        for (const [i, instance] of instances.entries())
          instances[i] = cluster.startInstance(instance.port, { INGEST_SCHEDULE: 'on' });
        await Promise.all(instances.map((i) => waitFor(`${i.origin}/en`, 60_000)));
        const db = await openDb(env.DATABASE_URL!, { migrate: false });
        try {
          const runs = async (source: string) => listRuns(source, 20, db);
          // Forex, vegetables and fuel were never ingested (metals was, above): both instances
          // find them missing at start and race for them.
          const settled = await eventually(async () => {
            for (const source of ['forex', 'vegetables', 'fuel']) {
              const list = await runs(source);
              if (list.length === 0 || list.some((r) => r.status === 'running')) return false;
            }
            return true;
          }, 60_000);
          assert(settled, 'the catch-up did not finish within 60 s');
          await sleep(3_000); // a late second run would have started by now
          const counts = Object.fromEntries(
            await Promise.all(
              ['forex', 'vegetables', 'metals', 'fuel'].map(async (s) => [
                s,
                (await runs(s)).length,
              ]),
            ),
          );
          assert(
            counts.forex === 1 &&
              counts.vegetables === 1 &&
              counts.metals === 1 &&
              counts.fuel === 1,
            `runs per source: ${JSON.stringify(counts)}`,
          );
          return `runs per source ${JSON.stringify(counts)}`;
        } finally {
          await db.destroy();
        }
      },
    );
  } finally {
    await cluster.stop();
  }
  writeResults(0);
}

main()
  .catch((error: unknown) => {
    results.push({ name: 'cluster set-up', ok: false, detail: String(error) });
    writeResults(0);
    console.error(error);
  })
  .finally(() => {
    const failed = results.filter((r) => !r.ok).length;
    console.log(`cluster: ${results.length - failed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  });
