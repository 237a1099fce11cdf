// Sums the suites of `npm test` into one line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir = '.test-results', buildRc = '0'] = process.argv.slice(2);
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

let passed = 0;
let failed = 0;
const jest = read('jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;

if (buildRc !== '0') failed += 1;
else {
  const e2e = read('playwright.json');
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  } else failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
