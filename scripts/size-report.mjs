#!/usr/bin/env node
// `npm run size` (needs `npm run build`): HTML and first-load JS, raw and gzip, of every page type
// next to the bare framework page (the not-found page, which renders no app layout). The pages
// are fetched from `next start` on a store seeded from the recorded upstream fixtures (the e2e
// seed and its pinned clock), so the market pages show real rows; scripts are read from the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startNextServer } from './next-server.mjs';

const PAGES = [
  '/en',
  '/en/calendar/2082/ashwin',
  '/ne/calendar/2082/ashwin',
  '/en/calendar/2082/jestha/15',
  '/en/nepali-date-converter',
  '/en/nepali-unicode',
  '/ne/preeti-to-unicode',
  '/en/unicode-to-preeti',
  '/en/kalimati-vegetable-price',
  '/ne/kalimati-vegetable-price',
  '/en/gold-and-silver-in-nepal',
  '/en/foreign-currency-exchange',
  '/ne/foreign-currency-exchange',
  '/en/nepali-rashifal',
  '/ne/nepali-rashifal',
  '/en/nepali-rashifal/aries',
  '/en/api',
];
const HTML_LIMIT = 60 * 1024;
const JS_ABOVE_LIMIT = 40 * 1024;

const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = Number(process.env.SIZE_PORT ?? 3940);
const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function scriptsOf(html) {
  return [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
}

function measure(label, html) {
  let js = 0;
  let jsGz = 0;
  const scripts = scriptsOf(html);
  for (const src of scripts) {
    const local = path.join(distDir, src.replace(/^\/_next\//, '').split('?')[0]);
    if (!existsSync(local)) continue;
    const body = readFileSync(local);
    js += body.length;
    jsGz += gzip(body);
  }
  const bytes = Buffer.from(html);
  return { label, html: bytes.length, htmlGz: gzip(bytes), scripts: scripts.length, js, jsGz };
}

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

mkdirSync('.e2e', { recursive: true });
const store = '.e2e/size.db';
execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed-e2e.ts', store], {
  stdio: 'ignore',
});
const { base, stop } = await startNextServer({
  port,
  readyPath: '/en',
  env: {
    APP_NOW: readFileSync('tests/e2e/NOW', 'utf8').trim(),
    DATABASE_URL: `file:./${store}`,
  },
});

let missed = 0;
try {
  const framework = measure(
    'framework (not-found page)',
    readFileSync(path.join(distDir, 'server/app/_not-found.html'), 'utf8'),
  );
  const rows = [framework];
  for (const page of PAGES) {
    const response = await fetch(`${base}${page}`);
    if (!response.ok) {
      console.log(`${page}: HTTP ${response.status}, skipped`);
      continue;
    }
    rows.push(measure(page, await response.text()));
  }
  for (const row of rows) {
    const above = row === framework ? '' : `  JS above framework ${kb(row.jsGz - framework.jsGz)}`;
    const verdict =
      row === framework
        ? ''
        : row.htmlGz < HTML_LIMIT && row.jsGz - framework.jsGz <= JS_ABOVE_LIMIT
          ? '  met'
          : '  MISSED';
    if (verdict === '  MISSED') missed += 1;
    console.log(
      `${row.label.padEnd(32)} HTML ${kb(row.html).padStart(9)} (gzip ${kb(row.htmlGz).padStart(8)})  first-load JS ${row.scripts} files ${kb(row.js)} (gzip ${kb(row.jsGz)})${above}${verdict}`,
    );
  }
  console.log(
    `targets: HTML gzip < ${kb(HTML_LIMIT)}, first-load JS ≤ ${kb(JS_ABOVE_LIMIT)} gzip above the framework page; ${missed} page(s) missed`,
  );
} finally {
  stop();
}
