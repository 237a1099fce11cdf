#!/usr/bin/env node
// Part of `npm run build` (postbuild): bundles the service worker (lib/sw/worker.ts) with this
// build's id and precache list into the build directory, where app/sw.js/route.ts serves it, so
// two builds (.next, .next-test) never share one worker. Fails the build over the budget.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

// What a first visit downloads in the background once the page is idle, before compression.
const BUDGET_BYTES = 1.5 * 1024 * 1024;

const dist = process.env.NEXT_DIST_DIR || '.next';
const buildId = readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim();
const md5 = (data) => createHash('md5').update(data).digest('hex');

/** The site's locales from next-intl's routing (i18n/routing.ts), the one place listing them. */
async function siteLocales() {
  const { outputFiles } = await build({
    entryPoints: ['i18n/routing.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const source = Buffer.from(outputFiles[0].text).toString('base64');
  const { routing } = await import(`data:text/javascript;base64,${source}`);
  return routing.locales;
}

/** Precache entries: [url, file on disk, revision] (null where the name changes with content). */
function entries(locales) {
  const list = [];
  const staticDir = path.join(dist, 'static');
  // The scripts and fonts of every page; content-hashed names, already in the HTTP cache after
  // the first page, so installing reuses them instead of downloading them again. Not the
  // stylesheet: every page carries it inline (experimental.inlineCss), so no page fetches it.
  for (const name of readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(staticDir, name);
    if (!/^(chunks|media)\//.test(name.replaceAll('\\', '/'))) continue;
    if (!/\.(js|woff2)$/.test(name) || !statSync(file).isFile()) continue;
    list.push([`/_next/static/${name.replaceAll('\\', '/')}`, file, null]);
  }
  // The Devanagari face carries its version in its name (scripts/subset-fonts.mjs).
  for (const name of readdirSync('public/fonts')) {
    if (name.endsWith('.woff2'))
      list.push([`/fonts/${name}`, path.join('public/fonts', name), null]);
  }
  list.push(['/favicon.ico', 'public/favicon.ico', md5(readFileSync('public/favicon.ico'))]);
  // The offline page in each language, shown for pages neither on the network nor saved.
  for (const locale of locales) {
    const file = path.join(dist, 'server/app', locale, 'offline.html');
    list.push([`/${locale}/offline`, file, md5(readFileSync(file))]);
  }
  return list;
}

const list = entries(await siteLocales());
let raw = 0;
let brotli = 0;
for (const [, file] of list) {
  const data = readFileSync(file);
  raw += data.length;
  brotli += /\.woff2$/.test(file) ? data.length : brotliCompressSync(data).length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
if (raw > BUDGET_BYTES) {
  console.error(`service worker: precache ${kb(raw)} is over its budget of ${kb(BUDGET_BYTES)}`);
  process.exit(1);
}

const precache = list.map(([url, , revision]) => ({ url, revision }));
await build({
  entryPoints: ['lib/sw/worker.ts'],
  outfile: path.join(dist, 'sw.js'),
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  logLevel: 'warning',
  define: {
    SW_BUILD_ID: JSON.stringify(buildId),
    SW_PRECACHE: JSON.stringify(precache),
    'process.env.NODE_ENV': '"production"',
  },
});
console.log(
  `service worker: precache ${list.length} files, ${kb(raw)} (brotli ${kb(brotli)}) of a ${kb(BUDGET_BYTES)} budget`,
);
