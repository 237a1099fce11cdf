import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(process.cwd(), 'scripts/pg-test-server.sh');

function run(command: 'start' | 'stop' | 'destroy', dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('bash', [SCRIPT, command, dir], { timeout: 120_000 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`pg-test-server.sh ${command} failed: ${stderr || error.message}`));
      else resolve(stdout.trim());
    });
  });
}

/**
 * A PostgreSQL server of the test file's own (scripts/pg-test-server.sh in a temporary folder),
 * for tests that stop and restart it; the shared TEST_DATABASE_URL server must stay up for the
 * other suites. Created before the block's tests, destroyed after them.
 */
export function useOwnPgServer(): {
  url: () => string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
} {
  let dir = '';
  let url = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pg-own-'));
    url = await run('start', dir);
  });
  afterAll(async () => {
    if (dir) await run('destroy', dir);
  });
  return {
    url: () => url,
    stop: async () => {
      await run('stop', dir);
    },
    // Same folder, same port: the URL the application holds works again.
    start: async () => {
      await run('start', dir);
    },
  };
}
