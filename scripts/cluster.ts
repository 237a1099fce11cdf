/**
 * The production topology on loopback, for the cluster test and `bench:edge`: Debian's nginx with
 * the shipped configuration (deploy/render-nginx.mjs) in front of N `npm start` instances on one
 * store (PostgreSQL when `npm test` runs one, else SQLite) and one page cache (Redis, with the
 * shipped deploy/redis/redis.conf), and the recorded upstreams standing in for NRB, Kalimati,
 * FENEGOSIDA and NOC. Everything lives in a temporary folder (and a build copy under .e2e/) and
 * goes when `stop` is called.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { writeNginxConfig, type NginxOptions } from '../deploy/render-nginx.mjs';
import {
  redisServerMissing,
  startRedisServer,
  type RedisServer,
} from '../tests/support/redis-server';
import {
  startUpstreamServer,
  type UpstreamServer,
} from '../tests/support/upstream/upstream-server';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
export const REVALIDATE_SECRET = 'cluster-revalidate-secret-0123456789';
// The recorded upstream days (tests/fixtures/upstream) are fresh at this clock.
const CLOCK = '2026-08-16T06:00:00Z';

/**
 * The instances' store: a fresh database on the PostgreSQL server of `npm test`
 * (TEST_DATABASE_URL), as a deployment of several machines has, else a SQLite file in `dir`.
 */
async function createStore(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: `file:${path.join(dir, 'site.db')}`, drop: async () => {} };
  const name = `cluster_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Instance {
  port: number;
  origin: string;
  child: ChildProcess;
  /** The instance's output (its start-up, ingestion and page-cache lines). */
  logFile: string;
}

export interface Cluster {
  edge: string;
  instances: Instance[];
  upstream: UpstreamServer;
  /** The environment every instance runs with (for a CLI run against the same store). */
  env: NodeJS.ProcessEnv;
  /** The build copy the instances and nginx serve. */
  buildDir: string;
  /** nginx's microcache folder. */
  cacheDir: string;
  /** The shared page cache (REDIS_URL of every instance). */
  redis: RedisServer;
  /** Starts (again) an instance on `port`, as the cluster's instances were, plus `extraEnv`. */
  startInstance: (port: number, extraEnv?: Record<string, string>) => Instance;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

/** The last lines of a log file, or '' when it does not exist. */
function tail(file: string, lines = 20): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Why the topology cannot run here, or null when nginx and a build are present. */
export function missingPrerequisite(): string | null {
  if (!existsSync(NGINX)) {
    return `nginx not found at ${NGINX} (apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)`;
  }
  if (!existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
    return `no build in ${DIST_DIR}: run npm run build first`;
  }
  return redisServerMissing();
}

export async function startCluster(options: {
  instances: number;
  nginx?: Partial<NginxOptions>;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  // The instances keep their page cache in the build directory, so they run on a copy and the
  // build stays as `next build` left it. Next joins distDir to the project folder, so the copy
  // lives inside it (symbolic links to node_modules resolved).
  const buildDir = path.join('.e2e', `cluster-build-${process.pid}-${path.basename(dir)}`);
  cpSync(DIST_DIR, buildDir, {
    recursive: true,
    dereference: true,
    preserveTimestamps: true,
    filter: (source) => path.relative(DIST_DIR, source) !== 'cache',
  });
  const upstream = await startUpstreamServer();
  const store = await createStore(dir);
  const redis = await startRedisServer({ dir });
  const ports: number[] = [];
  for (let i = 0; i < options.instances; i += 1) ports.push(await freePort());
  const nginxPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...upstream.env,
    NEXT_DIST_DIR: buildDir,
    DATABASE_URL: store.url,
    APP_NOW: CLOCK,
    INGEST_SCHEDULE: 'off',
    // As deploy/systemd: nginx's microcache in front, none per instance.
    PAGE_MICROCACHE_SECONDS: '0',
    // As deploy/systemd: the client is the address nginx saw. All the test's load comes from
    // 127.0.0.1, and every request reaches an instance with no microcache there, so the
    // instances' rate is raised past it and their bound on requests in progress set to nginx's;
    // nginx keeps the shipped per-address bounds.
    TRUST_PROXY: '127.0.0.1',
    CLIENT_RATE_LIMIT: '100000/1s',
    CLIENT_MAX_IN_FLIGHT: '64',
    REVALIDATE_SECRET,
    REDIS_URL: redis.url,
    NEXT_TELEMETRY_DISABLED: '1',
    ...options.env,
  };

  const startInstance = (port: number, extraEnv: Record<string, string> = {}): Instance => {
    const logFile = path.join(dir, `instance-${port}.log`);
    const out = openSync(logFile, 'a');
    const child = spawn('node', ['dist/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
      env: { ...env, ...extraEnv },
      stdio: process.env.CLUSTER_VERBOSE ? 'inherit' : ['ignore', out, out],
      detached: true,
    });
    closeSync(out);
    return { port, origin: `http://127.0.0.1:${port}`, child, logFile };
  };
  const instances = ports.map((port) => startInstance(port));

  const nginxConf = path.join(dir, 'nginx.conf');
  const runDir = path.join(dir, 'nginx');
  const cacheDir = path.join(runDir, 'cache');
  writeNginxConfig(nginxConf, {
    listen: `127.0.0.1:${nginxPort}`,
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
    buildDir,
    runDir,
    cacheDir,
    user: os.userInfo().username,
    workers: 2,
    ...options.nginx,
  });
  const nginxErrorLog = path.join(runDir, 'error.log');
  const nginxOutput = path.join(dir, 'nginx.out');
  const nginxOut = openSync(nginxOutput, 'a');
  const nginx = spawn(NGINX, ['-c', nginxConf, '-e', nginxErrorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', nginxOut, nginxOut],
    detached: true,
  });
  closeSync(nginxOut);
  const edge = `http://127.0.0.1:${nginxPort}`;

  const stop = async () => {
    stopGroup(nginx);
    for (const instance of instances) stopGroup(instance.child);
    await upstream.close();
    await redis.stop();
    await sleep(500);
    await store.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((i) => waitFor(`${i.origin}/en`, 60_000)));
  } catch (error) {
    const logs = instances.map((i) => `${i.logFile}:\n${tail(i.logFile)}`).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
  try {
    await waitFor(`${edge}/en`, 10_000);
  } catch (error) {
    // Say why nginx is not answering (a missing module, a bad directive), not only that it is not.
    const why = [
      nginx.exitCode === null ? 'nginx is running' : `nginx exited with ${nginx.exitCode}`,
      tail(nginxOutput),
      tail(nginxErrorLog),
    ].filter(Boolean);
    await stop();
    throw new Error(`${(error as Error).message}\n${why.join('\n')}`);
  }
  return { edge, instances, upstream, env, buildDir, cacheDir, redis, startInstance, stop };
}
