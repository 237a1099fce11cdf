#!/usr/bin/env node
// npm run bench:bytes — the bytes a reader's phone downloads, per page type of `npm start`, in
// Chromium: a first visit (empty cache, no service worker) and a return visit to another page of
// the same type in the same browser (the HTTP cache and the service worker as the first visit left
// them), split by kind (HTML, CSS, scripts, fonts, images, data), beside a bare Next.js page's
// first visit. Needs a build first (`npm run build`). BENCH_VERBOSE=1 lists every response.
//
// The bytes are counted on the wire, by a counting proxy between Chromium and the server, so
// what the service worker fetches for a page (network-first) counts as the page's, and what it
// answers from its caches does not. The worker's own install (its precache) is shown apart: a
// reader pays it once, after the first page has drawn.
import { rmSync } from 'node:fs';
import http from 'node:http';
import { chromium } from '@playwright/test';
import { PAGES } from './bench-pages.mjs';
import { buildBareApp, startBare } from './bare-next.mjs';
import { startNextServer } from './next-server.mjs';

const PORT = Number(process.env.BENCH_BYTES_PORT ?? 3400);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.BENCH_PAGES?.split(',');
const KINDS = ['html', 'css', 'js', 'font', 'image', 'data'];

/** The kind of a response, from its content type. */
function kindOf(contentType = '') {
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('text/css')) return 'css';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.startsWith('font/') || contentType.includes('woff')) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return 'data';
}

/**
 * A proxy on `port` in front of `target` that counts, per kind, the bytes of every response as
 * sent (headers and body, compressed as the server sent them).
 */
function countingProxy(port, target) {
  const upstream = new URL(target);
  let counts = {};
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `${upstream.host}` },
      },
      (answer) => {
        // The worker's own fetches (its precache) name the worker script as their referrer; a
        // page's requests it passes on keep the page's.
        const fromWorker = /\/sw\.js$/.test(request.headers.referer ?? '');
        const kind = fromWorker ? 'worker' : kindOf(answer.headers['content-type']);
        let bytes = Object.entries(answer.headers).reduce(
          (sum, [name, value]) => sum + name.length + String(value).length + 4,
          0,
        );
        answer.on('data', (chunk) => (bytes += chunk.length));
        answer.on('end', () => {
          counts[kind] = (counts[kind] ?? 0) + bytes;
          if (process.env.BENCH_VERBOSE) console.log(`  ${kind} ${bytes} ${request.url}`);
        });
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        take() {
          const taken = counts;
          counts = {};
          return taken;
        },
        close: () => server.close(),
      }),
    ),
  );
}

const total = (counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Loads `path` and waits until the network has been quiet, as a reader's page settles. */
async function visit(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

async function measure(browser, proxy, { path, again = path }) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  proxy.take();
  await visit(page, `${proxy.base}${path}`);
  const { worker: installing = 0, ...first } = proxy.take();
  // The worker installs after the first page has drawn; wait until it controls the next load.
  await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return;
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
  });
  await page.waitForLoadState('networkidle');
  const install = installing + total(proxy.take());
  await visit(page, `${proxy.base}${again}`);
  const back = proxy.take();
  await context.close();
  return { first, install, back };
}

const row = (cells, widths) => cells.map((cell, i) => String(cell).padStart(widths[i])).join('  ');

const bareDir = await buildBareApp();
const bare = await startBare(bareDir, PORT + 1);
const site = await startNextServer({ port: PORT, readyPath: '/en' });
const siteProxy = await countingProxy(PORT + 10, site.base);
const bareProxy = await countingProxy(PORT + 11, bare.base);
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const bareFirst = (await measure(browser, bareProxy, { path: '/' })).first;
  const widths = [22, 8, 6, ...KINDS.map(() => 6), 9, 8, 7];
  console.log('KB on the wire (headers and compressed bodies); first visit split by kind');
  console.log(row(['page', 'first', '×bare', ...KINDS, 'install', 'return', '×first'], widths));
  const line = (name, { first, install, back }) =>
    console.log(
      row(
        [
          name,
          kb(total(first)),
          (total(first) / total(bareFirst)).toFixed(2),
          ...KINDS.map((kind) => kb(first[kind] ?? 0)),
          install === undefined ? '-' : kb(install),
          back ? kb(total(back)) : '-',
          back ? (total(back) / total(first)).toFixed(2) : '-',
        ],
        widths,
      ),
    );
  line('bare Next.js page', { first: bareFirst });
  for (const type of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
    if ((await fetch(`${site.base}${type.path}`)).status === 404) {
      console.log(`${type.name.padStart(widths[0])}  skipped: ${type.path} answers 404`);
      continue;
    }
    line(type.name, await measure(browser, siteProxy, type));
  }
} finally {
  await browser.close();
  siteProxy.close();
  bareProxy.close();
  site.stop();
  bare.stop();
  rmSync(bareDir, { recursive: true, force: true });
}
