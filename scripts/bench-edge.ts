/**
 * `npm run bench:edge` (needs a build and nginx): the production edge measured in one run on
 * loopback (scripts/cluster.ts), printing figures and ratios:
 * 1. cached pages through nginx against nginx sending the same HTML as a file (target ≥ 0.9):
 *    a calendar month, and home and the market pages as a build on an empty store left them;
 * 2. one instance against two behind nginx on a per-request route (the converter's `?bs=` view);
 * 3. 500 connections for 30 s through nginx: req/s and answers over 5 s (target 0);
 * 4. a crawl of every URL in the sitemap through nginx: nginx's cache and the instances' page
 *    cache before and after, against their bounds: Redis (shipped maxmemory) for two instances,
 *    and the disk store of one instance without Redis (PAGE_CACHE_MAX_MB=128).
 * BENCH_SECONDS (default 5) sets each pass of 1 and 2; BENCH_CRAWL=0 skips 4, BENCH_CRAWL=redis
 * crawls only the Redis cluster.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import autocannon from 'autocannon';
import { missingPrerequisite, startCluster, type Cluster } from './cluster';
import { loadTest } from './next-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const CACHED_PAGES = [
  '/en/calendar/2083/mangsir',
  '/en',
  '/ne',
  '/en/kalimati-vegetable-price',
  '/en/gold-and-silver-in-nepal',
  '/en/foreign-currency-exchange',
];
const PER_REQUEST = '/en/nepali-date-converter?bs=2083-08-08';

function folderBytes(dir: string): number {
  let total = 0;
  if (!existsSync(dir)) return 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(path.join(dir, name));
    if (stat.isFile()) total += stat.size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function rate(url: string, options: Partial<autocannon.Options> = {}) {
  const run = () =>
    loadTest(autocannon, {
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      maxOverallRequests: 500_000,
      ...options,
    });
  await run(); // warm-up: caches, JIT, nginx's microcache
  return run();
}

async function cachedAgainstFile(cluster: Cluster): Promise<void> {
  console.log(`\n1. cached pages through nginx vs the same HTML as a file (${SECONDS} s each)`);
  // The copies go where nginx serves the build's static files from disk.
  const copyDir = path.join(cluster.buildDir, 'static', '__bench');
  mkdirSync(copyDir, { recursive: true });
  for (const page of CACHED_PAGES) {
    const response = await fetch(`${cluster.edge}${page}`);
    const name = `${page.replace(/\//g, '_') || 'root'}.html`;
    writeFileSync(path.join(copyDir, name), Buffer.from(await response.arrayBuffer()));
    const viaPage = await rate(`${cluster.edge}${page}`);
    const asFile = await rate(`${cluster.edge}/_next/static/__bench/${name}`);
    const ratio = viaPage.requests.average / asFile.requests.average;
    console.log(
      `  ${page.padEnd(32)} ${viaPage.requests.average.toFixed(0).padStart(6)} req/s (p99 ${viaPage.latency.p99} ms, cache-control ${response.headers.get('cache-control')})` +
        `  file ${asFile.requests.average.toFixed(0).padStart(6)} req/s  ratio ${ratio.toFixed(2)} ${ratio >= 0.9 ? 'meets' : 'MISSES'} ≥ 0.9`,
    );
  }
}

async function oneAgainstTwo(one: Cluster, two: Cluster): Promise<void> {
  console.log(
    `\n2. a per-request route (${PER_REQUEST}), ${SECONDS} s, ${CONNECTIONS} connections`,
  );
  const a = await rate(`${one.edge}${PER_REQUEST}`);
  const b = await rate(`${two.edge}${PER_REQUEST}`);
  console.log(`  one instance  ${a.requests.average.toFixed(0)} req/s, p99 ${a.latency.p99} ms`);
  console.log(`  two instances ${b.requests.average.toFixed(0)} req/s, p99 ${b.latency.p99} ms`);
  console.log(
    `  ratio ${(b.requests.average / a.requests.average).toFixed(2)} (this machine has ${os.cpus().length} cores for nginx, both instances and the load generator)`,
  );
}

async function manyConnections(cluster: Cluster): Promise<void> {
  console.log('\n3. 500 connections for 30 s through nginx (home, a month, the API)');
  const result = await loadTest(autocannon, {
    url: cluster.edge,
    connections: 500,
    duration: 30,
    timeout: 30,
    requests: [{ path: '/en' }, { path: '/en/calendar/2083/mangsir' }, { path: '/api/v1/today' }],
  });
  const slow = result.latency.max > 5000 ? 'at least one' : '0';
  console.log(
    `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  answers over 5 s: ${slow} (max ${result.latency.max} ms); errors ${result.errors}, timeouts ${result.timeouts}, statuses ${JSON.stringify(result.statusCodeStats)}`,
  );
}

/** Redis's memory in use, its bound, its page keys and how many it evicted. */
async function redisFigures(url: string) {
  const client = createClient({ url });
  await client.connect();
  try {
    const info = await client.info('memory');
    const stats = await client.info('stats');
    const field = (text: string, name: string) =>
      Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return {
      used: field(info, 'used_memory'),
      peak: field(info, 'used_memory_peak'),
      max: field(info, 'maxmemory'),
      evicted: field(stats, 'evicted_keys'),
      keys: await client.dbSize(),
    };
  } finally {
    await client.close();
  }
}

async function crawl(cluster: Cluster, label: string, usesRedis: boolean): Promise<void> {
  const sitemaps = readdirSync('public').filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const urls = sitemaps.flatMap((file) =>
    [...readFileSync(path.join('public', file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    ),
  );
  console.log(
    `\n4. ${label}: a crawl of the sitemap through nginx, ${urls.length} URLs, 8 at a time`,
  );
  const server = path.join(cluster.buildDir, 'server');
  const disk = path.join(cluster.buildDir, 'cache', 'pages');
  const measure = () => ({
    nginx: folderBytes(cluster.cacheDir),
    server: folderBytes(server),
    disk: folderBytes(disk),
  });
  const before = measure();
  const started = Date.now();
  let next = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(`${cluster.edge}${url}`);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const after = measure();
  console.log(
    `  ${((Date.now() - started) / 1000).toFixed(0)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(
    `  nginx microcache ${mb(before.nginx)} -> ${mb(after.nginx)} (bound: max_size of the shipped configuration)`,
  );
  console.log(
    `  build/server (Next's own ISR files, unused now) ${mb(before.server)} -> ${mb(after.server)}`,
  );
  console.log(
    `  instances' disk store (build/cache/pages) ${mb(before.disk)} -> ${mb(after.disk)}${usesRedis ? ' (the fallback while Redis is down)' : ', bound 128 MB'}`,
  );
  if (usesRedis) {
    const redis = await redisFigures(cluster.redis.url);
    console.log(
      `  Redis: ${mb(redis.used)} in use, peak ${mb(redis.peak)}, bound ${mb(redis.max)}; ${redis.keys} keys, ${redis.evicted} evicted (least recently used)`,
    );
  }
}

async function main(): Promise<void> {
  const missing = missingPrerequisite();
  if (missing) throw new Error(missing);
  const two = await startCluster({
    instances: 2,
    nginx: { apiRate: '100000r/s', apiBurst: 100_000 },
  });
  try {
    await cachedAgainstFile(two);
    const one = await startCluster({
      instances: 1,
      nginx: { apiRate: '100000r/s', apiBurst: 100_000 },
    });
    try {
      await oneAgainstTwo(one, two);
    } finally {
      await one.stop();
    }
    await manyConnections(two);
    if (process.env.BENCH_CRAWL !== '0') await crawl(two, 'two instances on Redis', true);
  } finally {
    await two.stop();
  }
  if (process.env.BENCH_CRAWL === '0' || process.env.BENCH_CRAWL === 'redis') return;
  const alone = await startCluster({
    instances: 1,
    nginx: { apiRate: '100000r/s', apiBurst: 100_000 },
    env: { REDIS_URL: '', PAGE_CACHE_MAX_MB: '128' },
  });
  try {
    await crawl(alone, 'one instance without Redis', false);
  } finally {
    await alone.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
