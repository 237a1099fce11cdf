// The clients of bench:flood and the cluster test's flood check: node:http agents bound to a
// local address (autocannon cannot choose one), so a flood from 127.0.0.2 and a reader on
// 127.0.0.1 are two clients to the server. Each runs in a worker thread (runInWorker), so
// neither slows the other's clock.
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export const READER_PAGES = [
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
export const KINDS = {
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

/**
 * Runs one client in a worker thread: `kind` is 'reader' (pages in turn) or a key of KINDS.
 * Resolves with its requests a second, p99 in ms, errors and answers by status.
 */
export function runInWorker(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

// No top-level await: the cluster test, run by tsx as CommonJS, imports this module too.
if (!isMainThread && workerData?.kind) {
  void runClient(workerData).then((report) => parentPort.postMessage(report));
}
