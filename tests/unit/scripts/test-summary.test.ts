import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(process.cwd(), 'scripts', 'test-summary.mjs');

interface Results {
  jest?: {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites?: number;
  };
  playwright?: { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  checks?: Record<string, number>;
  pg?: { server: boolean };
  /** The cluster test's counts; null leaves its file out (as a crash before it wrote one). */
  cluster?: { passed: number; failed: number; skipped: number } | null;
  /** scripts/test.sh's phase times, as its tab-separated lines. */
  phases?: string;
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
  fs.mkdirSync(path.join(tmp, 'reference'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Writes the suites' JSON to a fresh folder and returns the summary's lines. */
function summary(results: Results, { buildRc = '0', reference = true } = {}): string[] {
  const dir = fs.mkdtempSync(path.join(tmp, 'run-'));
  if (results.jest) fs.writeFileSync(path.join(dir, 'jest.json'), JSON.stringify(results.jest));
  if (results.playwright)
    fs.writeFileSync(path.join(dir, 'playwright.json'), JSON.stringify(results.playwright));
  if (results.checks)
    fs.writeFileSync(path.join(dir, 'checks.json'), JSON.stringify(results.checks));
  if (results.pg) fs.writeFileSync(path.join(dir, 'pg.json'), JSON.stringify(results.pg));
  if (results.phases) fs.writeFileSync(path.join(dir, 'phases.tsv'), results.phases);
  const cluster =
    results.cluster === undefined ? { passed: 0, failed: 0, skipped: 0 } : results.cluster;
  if (cluster) fs.writeFileSync(path.join(dir, 'cluster.json'), JSON.stringify(cluster));
  const referenceDir = path.join(tmp, reference ? 'reference' : 'absent');
  return execFileSync('node', [script, dir, buildRc, referenceDir], { encoding: 'utf8' })
    .trimEnd()
    .split('\n');
}

const unit = {
  numPassedTests: 270,
  numFailedTests: 2,
  numPendingTests: 0,
  numRuntimeErrorTestSuites: 1,
};
const playwright = { stats: { expected: 90, unexpected: 3, flaky: 1, skipped: 0 } };

describe('scripts/test-summary.mjs', () => {
  it('sums both suites into one line: flaky passes count as passed, broken suites as failed', () => {
    expect(summary({ jest: unit, playwright })).toEqual(['361 passed, 6 failed']);
  });

  it('adds the cluster test, and counts its missing result after a build as one failure', () => {
    const cluster = { passed: 6, failed: 1, skipped: 0 };
    expect(summary({ jest: unit, playwright, cluster })).toEqual(['367 passed, 7 failed']);
    expect(summary({ jest: unit, playwright, cluster: null })).toEqual(['361 passed, 7 failed']);
  });

  it('counts a missing result file or a failed build as one failure each', () => {
    expect(summary({ playwright })).toEqual(['91 passed, 4 failed']);
    expect(summary({ jest: unit, playwright }, { buildRc: '1' })).toEqual(['270 passed, 4 failed']);
  });

  it('puts skipped tests on a line of their own before the last, naming the missing reference', () => {
    const skipping = {
      jest: { ...unit, numPendingTests: 20 },
      playwright: { stats: { ...playwright.stats, skipped: 2 } },
    };
    expect(summary(skipping, { reference: false })).toEqual([
      '(22 tests skipped: ../shared/reference missing)',
      '361 passed, 6 failed',
    ]);
    expect(summary(skipping)).toEqual(['(22 tests skipped)', '361 passed, 6 failed']);
    expect(
      summary({ jest: { ...unit, numPendingTests: 1 } }, { buildRc: '1', reference: false }),
    ).toEqual(['(1 test skipped: ../shared/reference missing)', '270 passed, 4 failed']);
  });

  it('names a missing PostgreSQL test server as a reason for skips', () => {
    const skipping = { jest: { ...unit, numPendingTests: 60 }, playwright };
    expect(summary({ ...skipping, pg: { server: false } }, { reference: false })).toEqual([
      '(60 tests skipped: ../shared/reference missing; no PostgreSQL test server)',
      '361 passed, 6 failed',
    ]);
    expect(summary({ ...skipping, pg: { server: true } })).toEqual([
      '(60 tests skipped)',
      '361 passed, 6 failed',
    ]);
  });

  it('prints no skip line when nothing was skipped, even without the reference', () => {
    expect(summary({ jest: unit, playwright }, { reference: false })).toEqual([
      '361 passed, 6 failed',
    ]);
  });

  it('counts each static check as one test and names the checks that failed', () => {
    const checks = { typecheck: 0, lint: 1, format: 0 };
    expect(summary({ jest: unit, playwright, checks })).toEqual([
      'check failed: lint',
      '363 passed, 7 failed',
    ]);
  });

  it('prints each phase, the slowest files of each runner and the retried e2e tests before the counts', () => {
    const suite = (name: string, seconds: number, tests: number) => ({
      name: path.join(process.cwd(), 'tests/unit', name),
      startTime: 1_000,
      endTime: 1_000 + seconds * 1_000,
      assertionResults: Array.from({ length: tests }, () => ({})),
    });
    const jest = {
      ...unit,
      testResults: Array.from({ length: 12 }, (_, i) => suite(`s${i}.test.ts`, i + 1, 2)),
    };
    const run = (status: string, duration: number) => ({ status, duration });
    const e2e = {
      ...playwright,
      suites: [
        {
          file: 'calendar.spec.ts',
          specs: [
            { title: 'shows a month', tests: [{ results: [run('passed', 4_000)] }] },
            {
              title: 'prints a year',
              tests: [{ results: [run('timedOut', 30_000), run('passed', 9_000)] }],
            },
          ],
          suites: [
            {
              title: 'without JavaScript',
              specs: [
                {
                  title: 'reads',
                  file: 'calendar.spec.ts',
                  tests: [{ results: [run('passed', 1_000)] }],
                },
              ],
            },
          ],
        },
        {
          file: 'urls.spec.ts',
          specs: [{ title: '/en', tests: [{ results: [run('passed', 50)] }] }],
        },
      ],
    };
    const lines = summary({
      jest,
      playwright: e2e,
      phases: 'static checks\t41000\nunit (SQLite and PostgreSQL)\t120500\n',
    });
    const text = lines.join('\n');
    expect(text).toMatch(
      /static checks +41\.0 s\n +unit \(SQLite and PostgreSQL\) +120\.5 s\n +total +161\.5 s/,
    );
    // The ten slowest of twelve, slowest first.
    const jestRows = lines.filter((line) => /tests\/unit\/s\d+\.test\.ts/.test(line));
    expect(jestRows).toHaveLength(10);
    expect(jestRows[0]).toMatch(/^ +12\.0 s +2 tests +tests\/unit\/s11\.test\.ts$/);
    expect(jestRows[9]).toMatch(/3\.0 s .*s2\.test\.ts$/);
    // A spec's time sums every attempt; nested suites count toward their file.
    expect(text).toMatch(
      / 44\.0 s +3 tests +tests\/e2e\/calendar\.spec\.ts\n +0\.1 s +1 test +tests\/e2e\/urls\.spec\.ts/,
    );
    expect(text).toContain('e2e tests retried: 1');
    expect(text).toMatch(/calendar\.spec\.ts: prints a year .*timedOut → passed/);
    expect(lines.at(-1)).toBe('361 passed, 6 failed');
  });
});
