#!/usr/bin/env node
// `npm run bench:build`: one production build (with the sitemap step), timed, then the number of
// prerendered calendar month pages and the size report.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const started = process.hrtime.bigint();
const build = spawnSync('npm', ['run', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
if (build.status !== 0) {
  console.error(`build failed (exit ${build.status})`);
  process.exit(1);
}
const routes = Object.keys(
  JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')).routes,
);
const months = routes.filter((r) => /^\/[a-z]+\/calendar\/\d{4}\/[a-z]+$/.test(r));
console.log(`build: ${seconds.toFixed(1)} s on ${os.cpus().length} cores (target < 300 s)`);
console.log(`prerendered pages: ${routes.length}, of which calendar months: ${months.length}`);
spawnSync('node', ['scripts/size-report.mjs'], { stdio: 'inherit' });
