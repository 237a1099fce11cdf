/**
 * `npm run test:cluster` (needs a build; `npm test` runs it on its own): the production topology
 * on loopback. Debian's nginx (deploy/nginx, rendered by deploy/render-nginx.mjs) in front of two
 * `npm start` instances on one store, with the recorded upstreams standing in for NRB, Kalimati
 * and FENEGOSIDA. Everything runs in a temporary folder and is stopped at the end.
 *
 * Writes `.test-results/cluster.json` ({ passed, failed, skipped, results }) for the summary of
 * `npm test`. Without nginx it skips and says so; under CI=true a missing nginx is a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { writeNginxConfig } from '../deploy/render-nginx.mjs';
import { startUpstreamServer } from '../tests/unit/market/support/upstream-server';
import { loadTest } from './next-server.mjs';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
const RESULTS_DIR = '.test-results';
// The recorded upstream days (tests/fixtures/upstream) are fresh at this clock.
const CLOCK = '2026-08-16T06:00:00Z';
const SECRET = 'cluster-revalidate-secret-0123456789';
const EMPTY_METALS = (
  JSON.parse(readFileSync('messages/en.json', 'utf8')) as {
    Market: { states: { empty: { metals: string } } };
  }
).Market.states.empty.metals;

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

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
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

interface Instance {
  port: number;
  origin: string;
  child: ChildProcess;
}

/** One request written as given; resolves with the status (0 if closed) and the answer's head. */
function rawExchange(
  port: number,
  head: string,
  holdMs = 0,
): Promise<{ status: number; head: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('connect', () => {
      if (holdMs > 0) {
        // A slow client: half a request line, then nothing.
        socket.write(head.slice(0, 10));
        return;
      }
      socket.write(head);
    });
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    const done = () =>
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0),
        head: data.split('\r\n\r\n')[0] ?? '',
      });
    socket.on('error', done);
    socket.on('close', done);
  });
}

async function main(): Promise<void> {
  if (!existsSync(NGINX)) {
    const why = `nginx not found at ${NGINX} (apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)`;
    if (process.env.CI) {
      results.push({ name: 'nginx is installed', ok: false, detail: why });
      writeResults(0);
      console.log(`  ✘ ${why}`);
      return;
    }
    console.log(`cluster test skipped: ${why}`);
    writeResults(1);
    return;
  }
  if (!existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
    throw new Error(`no build in ${DIST_DIR}: run npm run build first`);
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  // The instances keep their page cache in the build directory: they run on a copy, so the
  // build stays as `next build` left it (symbolic links to node_modules resolved).
  // Next joins distDir to the project folder, so the copy lives inside it.
  const build = path.join('.e2e', `cluster-build-${process.pid}`);
  cpSync(DIST_DIR, build, {
    recursive: true,
    dereference: true,
    preserveTimestamps: true,
    filter: (source) => path.relative(DIST_DIR, source) !== 'cache',
  });
  const store = `file:${path.join(dir, 'site.db')}`;
  const upstream = await startUpstreamServer();
  const ports = [await freePort(), await freePort()];
  const nginxPort = await freePort();
  const edge = `http://127.0.0.1:${nginxPort}`;
  const env = {
    ...process.env,
    ...upstream.env,
    NEXT_DIST_DIR: build,
    DATABASE_URL: store,
    APP_NOW: CLOCK,
    INGEST_SCHEDULE: 'off',
    REVALIDATE_SECRET: SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
  };

  const startInstance = (port: number): Instance => ({
    port,
    origin: `http://127.0.0.1:${port}`,
    child: spawn('npx', ['tsx', 'server.ts', '-p', String(port), '-H', '127.0.0.1'], {
      env,
      stdio: process.env.CLUSTER_VERBOSE ? 'inherit' : 'ignore',
      detached: true,
    }),
  });

  const instances = ports.map(startInstance);
  const nginxConf = path.join(dir, 'nginx.conf');
  writeNginxConfig(nginxConf, {
    listen: `127.0.0.1:${nginxPort}`,
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
    buildDir: build,
    runDir: path.join(dir, 'nginx'),
    user: os.userInfo().username,
    workers: 2,
    microcacheSeconds: 5,
    // All the load comes from one address here; the per-address preview-image limit stays as
    // shipped and is checked below.
    apiRate: '1000r/s',
    apiBurst: 2000,
  });
  const nginx = spawn(
    NGINX,
    ['-c', nginxConf, '-e', path.join(dir, 'nginx/error.log'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );

  try {
    await Promise.all(instances.map((i) => waitFor(`${i.origin}/en`, 60_000)));
    await waitFor(`${edge}/en`, 10_000);

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
      'after an ingestion, the new day shows through nginx and on every instance within 10 s',
      async () => {
        const page = '/en/gold-and-silver-in-nepal';
        assert(
          (await (await fetch(`${edge}${page}`)).text()).includes(EMPTY_METALS),
          'not empty before',
        );
        // Asynchronously: the recorded upstreams answer from this process.
        const run = await runCommand(
          'npx',
          ['tsx', '--conditions=react-server', 'scripts/ingest.ts', 'metals'],
          { ...env, REVALIDATE_URL: instances.map((i) => i.origin).join(',') },
        );
        assert(run.status === 0, `ingest exited ${run.status}: ${run.stdout} ${run.stderr}`);
        assert(/revalidated/.test(run.stdout), `no revalidation: ${run.stdout} ${run.stderr}`);
        const started = Date.now();
        const origins = [edge, ...instances.map((i) => i.origin)];
        const shownAfter: number[] = [];
        for (const origin of origins) {
          for (;;) {
            const html = await (await fetch(`${origin}${page}`)).text();
            if (!html.includes(EMPTY_METALS)) break;
            assert(Date.now() - started < 10_000, `${origin}${page} still empty after 10 s`);
            await sleep(250);
          }
          shownAfter.push(Date.now() - started);
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
        instances[1] = startInstance(victim.port);
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
        return `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`;
      },
    );

    await check(
      'the preview images are rate limited per address, with a JSON 429 and Retry-After',
      async () => {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            fetch(`${edge}/en/og/calendar/2083/mangsir`, {
              method: 'HEAD',
              headers: { 'x-n': String(i) },
            }),
          ),
        );
        const limited = answers.filter((a) => a.status === 429);
        assert(limited.length > 0, 'no request was limited');
        assert(limited[0]!.headers.get('retry-after') === '1', 'no Retry-After');
        assert(
          answers.every((a) => a.status < 500),
          'a 5xx',
        );
        return `${limited.length} of 30 limited`;
      },
    );

    await check(
      'TRACE, *, absolute-form targets, oversized headers and a slow client get a 4xx or a closed connection, never a 5xx',
      async () => {
        const host = `Host: 127.0.0.1:${nginxPort}\r\nConnection: close\r\n`;
        const cases: [string, string, number?][] = [
          ['TRACE', `TRACE /en HTTP/1.1\r\n${host}\r\n`],
          ['TRACE /api', `TRACE /api/v1/forex HTTP/1.1\r\n${host}\r\n`],
          ['PROPFIND', `PROPFIND /api/v1/forex HTTP/1.1\r\n${host}\r\n`],
          ['asterisk', `GET * HTTP/1.1\r\n${host}\r\n`],
          ['absolute-form', `GET http://evil.example/forex HTTP/1.1\r\n${host}\r\n`],
          ['oversized header', `GET /en HTTP/1.1\r\n${host}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
          ['slow client', `GET /en HTTP/1.1\r\n${host}\r\n`, 12_000],
        ];
        const seen: string[] = [];
        for (const [name, head, holdMs] of cases) {
          const answer = await rawExchange(nginxPort, head, holdMs);
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
  } finally {
    stopGroup(nginx);
    for (const instance of instances) stopGroup(instance.child);
    await upstream.close();
    await sleep(500);
    rmSync(dir, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
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
