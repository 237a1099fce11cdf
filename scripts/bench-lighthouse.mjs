#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse (mobile, the phone's network and CPU applied to the load,
// median of 3 runs) for every page type of `npm start`, against a bare Next.js page of the same
// installed version, built in a temporary folder outside the repo and measured before and after
// the pages. Needs a build first.
//
// Applied throttling is the measure (issue 60): Lighthouse's default, simulating the phone from an
// unthrottled load, replays a race between loopback scripts and the first paint that no phone
// sees (docs/performance.md). LIGHTHOUSE_THROTTLING=simulate gives those figures, as a second
// column to compare with older runs.
//
// The page types are scripts/bench-pages.mjs's; pages that answer 404 are skipped with a note.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildBareApp, startBare } from './bare-next.mjs';
import { PAGES } from './bench-pages.mjs';
import { startNextServer } from './next-server.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const BARE_PORT = Number(process.env.LIGHTHOUSE_BARE_PORT ?? PORT + 1);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'devtools';
if (!['simulate', 'devtools'].includes(THROTTLING))
  throw new Error(`LIGHTHOUSE_THROTTLING must be simulate or devtools, not ${THROTTLING}`);

async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: THROTTLING,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The LCP element and its phases (time to first byte, render delay, …) as Lighthouse splits it. */
function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const phases = items.find((i) => i.type === 'table')?.items ?? [];
  const node = items.find((i) => i.type === 'node');
  return {
    selector: node?.selector ?? '?',
    phases: phases.map((p) => `${p.subpart} ${Math.round(p.duration)} ms`).join(', '),
  };
}

function figures(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? NaN;
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    transfer: value('total-byte-weight'),
    lcpElement: lcpElement(lhr),
    renderBlocking: (lhr.audits['render-blocking-insight']?.details?.items ?? []).length,
    failing: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) =>
        c.auditRefs
          .filter(
            (r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1,
          )
          .map((r) => r.id),
      ),
  };
}

const ATTEMPTS_PER_RUN = 3;

/** One usable run: on a loaded machine Chromium sometimes paints nothing before the trace ends. */
async function usableRun(url) {
  let last;
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    last = await lighthouseOnce(url);
    if (!last.runtimeError && Number.isFinite(last.audits['first-contentful-paint']?.numericValue))
      return last;
  }
  throw new Error(
    `no usable Lighthouse run in ${ATTEMPTS_PER_RUN} attempts: ${last.runtimeError?.message ?? 'no FCP'}`,
  );
}

async function measure(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await usableRun(url));
  return { median: figures(computeMedianRun(runs)), runs: runs.map(figures) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Each page against the targets, next to the bare page's runs pooled from before and after
 * the pages: the same page every time, so the median of all its runs is a steadier yardstick than
 * any one turn on a machine whose load changes over minutes.
 */
function summary(results, bareRuns) {
  const bare = (key) => median(bareRuns.map((r) => r[key]));
  const [barePerf, bareTbt, bareLcp] = [bare('performance'), bare('tbt'), bare('lcp')];
  console.log(
    `\nPooled bare page (${bareRuns.length} runs): perf ${fmt.score(barePerf)}, TBT ${fmt.ms(bareTbt)}, LCP ${fmt.ms(bareLcp)}.\n` +
      'Targets: LCP <= 2x bare; TBT <= 1.5x bare; perf >= 0.95 (or within 0.03 of bare); CLS <= 0.02; a11y, best practices, SEO 1.0.',
  );
  const met = { lcp: 0, tbt: 0, perf: 0, cls: 0, other: 0 };
  for (const { name, page } of results) {
    const lcpRatio = page.lcp / bareLcp;
    const tbtRatio = page.tbt / bareTbt;
    const checks = {
      lcp: lcpRatio <= 2,
      tbt: tbtRatio <= 1.5,
      perf: page.performance >= 0.95 || page.performance >= barePerf - 0.03,
      cls: page.cls <= 0.02,
      other: page.accessibility === 1 && page.bestPractices === 1 && page.seo === 1,
    };
    for (const key of Object.keys(met)) met[key] += checks[key] ? 1 : 0;
    const mark = (ok) => (ok ? 'met' : 'NOT met');
    console.log(
      [
        name.padEnd(20),
        `LCP ${fmt.ms(page.lcp).padStart(7)} ${lcpRatio.toFixed(2)}x ${mark(checks.lcp)}`.padEnd(
          26,
        ),
        `TBT ${tbtRatio.toFixed(2)}x ${mark(checks.tbt)}`.padEnd(18),
        `perf ${fmt.score(page.performance)} ${mark(checks.perf)}`.padEnd(18),
        `CLS ${page.cls.toFixed(3)} ${mark(checks.cls)}`.padEnd(18),
        `a11y/bp/seo ${mark(checks.other)}`,
      ].join('  '),
    );
  }
  const of = `of ${results.length}`;
  console.log(
    `LCP target met on ${met.lcp} ${of} pages; TBT ${met.tbt}; perf ${met.perf}; CLS ${met.cls}; a11y/bp/seo ${met.other}`,
  );
}

const fmt = {
  score: (n) => n.toFixed(2),
  ms: (n) => `${Math.round(n)} ms`,
  kb: (n) => `${Math.round(n / 1024)} KB`,
};

function row(name, f) {
  return [
    name.padEnd(20),
    `perf ${fmt.score(f.performance)}`,
    `a11y ${fmt.score(f.accessibility)}`,
    `bp ${fmt.score(f.bestPractices)}`,
    `seo ${fmt.score(f.seo)}`,
    `TBT ${fmt.ms(f.tbt).padStart(7)}`,
    `LCP ${fmt.ms(f.lcp).padStart(7)}`,
    `CLS ${f.cls.toFixed(3)}`,
    `transfer ${fmt.kb(f.transfer).padStart(6)}`,
  ].join('  ');
}

/**
 * Whether fontconfig knows a Devanagari font (null where there is no fontconfig). Without one,
 * Chromium's first layout of Nepali text, before the self-hosted face is ready, looks for a system
 * fallback for each Devanagari character and finds none: on the Nepali month page that was 294
 * lookups, about 55 of its 159 ms of layout. Android phones ship Noto Sans Devanagari and do not
 * pay it, so the figures of Nepali pages read differently on such a machine.
 */
function systemDevanagariFont() {
  const found = spawnSync('fc-list', [':lang=ne', 'family'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) return null;
  return [...new Set(found.stdout.split('\n').filter(Boolean))].sort().join(', ');
}

console.log('bench:lighthouse  building the bare Next.js page in a temporary folder…');
const devanagari = systemDevanagariFont();
if (devanagari === '')
  console.log(
    'note: no system Devanagari font here (fc-list :lang=ne is empty), unlike the Android phone Lighthouse emulates, which ships Noto Sans Devanagari: Nepali pages pay a fallback search per character and the web face, which the phone does not. For a like-for-like run: apt-get install fonts-noto-core',
  );
else if (devanagari)
  console.log(`system Devanagari font: ${devanagari}, as on the emulated Android phone`);
const bareDir = await buildBareApp();
const bareServer = await startBare(bareDir, BARE_PORT);
const app = await startNextServer({ port: PORT, readyPath: '/favicon.svg' });
const cleanUp = () => {
  app.stop();
  bareServer.stop();
  rmSync(bareDir, { recursive: true, force: true });
};
// An interrupted run leaves no server or temporary folder behind.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => (cleanUp(), process.exit(130)));
try {
  console.log(
    `Lighthouse mobile (${THROTTLING === 'simulate' ? 'simulated' : 'applied'} throttling), median of ${RUNS}; the bare page is run ${RUNS} times before the pages and ${RUNS} after, and pooled`,
  );
  const bareRuns = [];
  const bareTurn = async () => {
    const bare = await measure(`${bareServer.base}/`);
    bareRuns.push(...bare.runs);
    console.log(row('  bare Next page', bare.median));
  };
  await bareTurn();
  const results = [];
  for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
    const url = `${app.base}${page.path}`;
    const response = await fetch(url);
    if (response.status === 404) {
      console.log(`${page.name.padEnd(20)}  skipped: ${page.path} answers 404 (not built yet)`);
      continue;
    }
    let measured;
    try {
      measured = await measure(response.url);
    } catch (error) {
      console.log(`${page.name.padEnd(20)}  failed: ${error.message}`);
      continue;
    }
    const { median: figures } = measured;
    results.push({ name: page.name, page: figures });
    console.log(row(page.name, figures));
    console.log(
      `${''.padEnd(20)}  LCP element ${figures.lcpElement.selector}: ${figures.lcpElement.phases}; render-blocking requests ${figures.renderBlocking}`,
    );
    if (figures.failing.length)
      console.log(`${''.padEnd(20)}  failing audits: ${figures.failing.join(', ')}`);
  }
  await bareTurn();
  if (results.length) summary(results, bareRuns);
} finally {
  cleanUp();
}
