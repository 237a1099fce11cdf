import { execFile } from 'node:child_process';
import path from 'node:path';
import { describeOnPostgres, testServerUrl } from '../../support/upstream/stores';

// npm run bench:store, shortened (a month of backfill, 1 s per endpoint): it must run on both
// stores in one go and print its table.
describeOnPostgres('npm run bench:store', () => {
  it('prints the history endpoints and the backfill for SQLite and PostgreSQL side by side', async () => {
    const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
    const { code, stdout, stderr } = await new Promise<{
      code: number;
      stdout: string;
      stderr: string;
    }>((resolve) =>
      execFile(
        process.execPath,
        [tsx, '--conditions=react-server', 'scripts/bench-store.ts'],
        {
          timeout: 120_000,
          env: {
            NODE_ENV: 'test',
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            BENCH_POSTGRES_URL: testServerUrl(),
            BENCH_DAYS: '30',
            BENCH_SECONDS: '1',
            // No production build here: the in-process handlers are measured.
            NEXT_DIST_DIR: '.next-bench-store-test-none',
          },
        },
        (error, out, err) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: out, stderr: err }),
      ),
    );
    // Dropping the bench's database at the end ends whatever idle session a pool still keeps
    // there; the pool says so, which is no fault of the measurement.
    const faults = stderr
      .split('\n')
      .filter(
        (line) =>
          line &&
          !/connection lost: terminating connection due to administrator command/.test(line),
      );
    expect({ code, faults }).toEqual({ code: 0, faults: [] });
    const lines = stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^bench:store, \d+ cores; history endpoints in-process route handlers/),
      expect.stringMatching(/^ +SQLite +PostgreSQL *$/),
      expect.stringMatching(
        /^GET \/api\/v1\/forex\/history +[\d,]+ req\/s, p99 [\d.]+ ms +[\d,]+ req\/s, p99 [\d.]+ ms *$/,
      ),
      expect.stringMatching(
        /^GET \/api\/v1\/vegetables\/history +[\d,]+ req\/s, p99 [\d.]+ ms +[\d,]+ req\/s, p99 [\d.]+ ms *$/,
      ),
      expect.stringMatching(/^30-day backfill \(3 sources\) +[\d.]+ s +[\d.]+ s *$/),
      expect.stringMatching(/^ {2}SQLite backfill: [\d.]+ s \(forex 30 days, vegetables 30 days,/),
      expect.stringMatching(
        /^ {2}PostgreSQL backfill: [\d.]+ s \(forex 30 days, vegetables 30 days,/,
      ),
    ]);
  });
});
