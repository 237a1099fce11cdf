// Sums the suites of `npm test`. The last line is exactly "N passed, N failed" (CI reads it); a
// line before it counts skipped tests, if any, and says when ../shared/reference is missing or no
// PostgreSQL test server ran, the usual reasons locally (those suites skip; under CI=true they fail).
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

if (skipped > 0) {
  const reasons = [
    existsSync(referenceDir) ? null : '../shared/reference missing',
    read('pg.json')?.server === false ? 'no PostgreSQL test server' : null,
  ].filter(Boolean);
  const reason = reasons.length ? `: ${reasons.join('; ')}` : '';
  console.log(`(${skipped} test${skipped === 1 ? '' : 's'} skipped${reason})`);
}
console.log(`${passed} passed, ${failed} failed`);
