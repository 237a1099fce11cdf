// Sums the suites of `npm test`. The last line is exactly "N passed, N failed" (CI reads it); a
// line before it counts skipped tests, if any, and says when ../shared/reference is missing or no
// PostgreSQL test server ran, the usual local reasons (those suites skip; under CI=true they fail).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [
  dir = '.test-results',
  buildRc = '0',
  referenceDir = path.resolve(root, '../shared/reference'),
] = process.argv.slice(2);
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const relative = (file) => path.relative(root, path.resolve(root, file));

/** Each phase's wall time (scripts/test.sh writes phases.tsv), then the whole. */
function phaseTable() {
  const file = path.join(dir, 'phases.tsv');
  if (!existsSync(file)) return;
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([name, ms]) => [name, Number(ms)]);
  const width = Math.max(...rows.map(([name]) => name.length), 'total'.length);
  console.log('\nwall time per phase:');
  for (const [name, ms] of rows) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}`);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
}

/** The ten files that took longest, as "seconds  tests  file". */
function slowest(title, files) {
  if (files.length === 0) return;
  console.log(`\nslowest ${title} files:`);
  for (const { file, ms, tests } of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(
      `  ${seconds(ms).padStart(8)}  ${String(tests).padStart(4)} ${tests === 1 ? 'test ' : 'tests'}  ${relative(file)}`,
    );
  }
}

/** Every Playwright test with its file, walking the nested suites of the JSON report. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests)
        tests.push({ file: spec.file ?? file, title: spec.title, test });
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return tests;
}

/**
 * The phase table, the slowest files of each runner and the e2e tests that passed only on a retry
 * (Playwright's `flaky`): a retry hides a wait that is wrong somewhere, so it is named every run.
 */
function report({ jest, e2e }) {
  phaseTable();
  if (jest?.testResults) {
    slowest(
      'Jest',
      jest.testResults.map((suite) => ({
        file: suite.name,
        ms: suite.endTime - suite.startTime,
        tests: suite.assertionResults.length,
      })),
    );
  }
  if (!e2e?.suites) return;
  const tests = playwrightTests(e2e);
  const byFile = new Map();
  for (const { file, test } of tests) {
    const entry = byFile.get(file) ?? { file: path.join('tests/e2e', file), ms: 0, tests: 0 };
    entry.tests += 1;
    for (const result of test.results) entry.ms += result.duration;
    byFile.set(file, entry);
  }
  slowest('Playwright (summed over workers)', [...byFile.values()]);
  const retried = tests.filter(({ test }) => test.results.length > 1);
  console.log(`\ne2e tests retried: ${retried.length}`);
  for (const { file, title, test } of retried) {
    const outcomes = test.results.map((result) => result.status).join(' → ');
    console.log(`  ${file}: ${title} (${test.projectName || 'chromium'}): ${outcomes}`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const jest = read('jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += jest.numPendingTests ?? 0;
} else failed += 1;

if (buildRc !== '0') failed += 1;
else {
  const e2e = read('playwright.json');
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped ?? 0;
  } else failed += 1;
}
// The cluster test (nginx and two instances): its own counts; skipped without nginx locally.
const cluster = buildRc === '0' ? read('cluster.json') : null;
if (cluster) {
  passed += cluster.passed;
  failed += cluster.failed;
  skipped += cluster.skipped;
} else if (buildRc === '0') failed += 1;

// The static checks (typecheck, lint, format), one result each: scripts/test.sh writes
// checks.json as { name: exitCode }.
const checks = read('checks.json') ?? {};
for (const [name, rc] of Object.entries(checks)) {
  if (rc === 0) passed += 1;
  else {
    failed += 1;
    console.log(`check failed: ${name}`);
  }
}

report({ jest, e2e: buildRc === '0' ? read('playwright.json') : null });

if (skipped > 0) {
  const reasons = [
    existsSync(referenceDir) ? null : '../shared/reference missing',
    read('pg.json')?.server === false ? 'no PostgreSQL test server' : null,
  ].filter(Boolean);
  const reason = reasons.length ? `: ${reasons.join('; ')}` : '';
  console.log(`(${skipped} test${skipped === 1 ? '' : 's'} skipped${reason})`);
}
console.log(`${passed} passed, ${failed} failed`);
