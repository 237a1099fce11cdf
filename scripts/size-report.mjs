#!/usr/bin/env node
// Sizes of a built calendar month page next to the bare framework page (the not-found page,
// which renders no app layout): HTML and first-load JS, raw and gzip. Reads `.next` only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? '.';
const app = path.join(root, '.next/server/app');
const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function calendarPage() {
  const manifest = JSON.parse(
    readFileSync(path.join(root, '.next/prerender-manifest.json'), 'utf8'),
  );
  const years = [
    ...new Set(
      Object.keys(manifest.routes)
        .map((r) => r.match(/^\/en\/calendar\/(\d{4})\//)?.[1])
        .filter(Boolean),
    ),
  ].sort();
  // The middle prebuilt year (this year) and its Ashwin, the month with the most festivals.
  const year = years[Math.floor(years.length / 2)];
  return {
    label: `/en/calendar/${year}/ashwin`,
    file: path.join(app, 'en/calendar', year, 'ashwin.html'),
  };
}

function measure({ label, file }) {
  const html = readFileSync(file);
  const scripts = [...html.toString().matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let js = 0;
  let jsGz = 0;
  for (const src of new Set(scripts)) {
    const local = path.join(root, '.next', src.replace(/^\/_next\//, '').split('?')[0]);
    if (!existsSync(local)) continue;
    const body = readFileSync(local);
    js += body.length;
    jsGz += gzip(body);
  }
  return { label, html: html.length, htmlGz: gzip(html), scripts: new Set(scripts).size, js, jsGz };
}

const framework = measure({
  label: 'framework (not-found page)',
  file: path.join(app, '_not-found.html'),
});
const calendar = measure(calendarPage());
for (const row of [framework, calendar]) {
  console.log(
    `${row.label.padEnd(30)} HTML ${kb(row.html)} (gzip ${kb(row.htmlGz)})  first-load JS ${row.scripts} files ${kb(row.js)} (gzip ${kb(row.jsGz)})`,
  );
}
const extra = calendar.jsGz - framework.jsGz;
console.log(
  `calendar first-load JS above framework: ${kb(extra)} gzip (target ≤ 40 KB): ${extra <= 40 * 1024 ? 'met' : 'MISSED'}`,
);
console.log(
  `calendar HTML gzip: ${kb(calendar.htmlGz)} (target < 60 KB): ${calendar.htmlGz < 60 * 1024 ? 'met' : 'MISSED'}`,
);
