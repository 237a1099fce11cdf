import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitCode, parseSources, runCli, USAGE, type IngestOutcome } from '@/lib/ingest';
import {
  FAST,
  pinClock,
  useCleanEnv,
  useTempStore,
  useUpstream,
} from '../../support/upstream/harness';
import { faults } from '../../support/upstream/upstream-server';

const outcome = (status: IngestOutcome['status']): IngestOutcome => ({
  source: 'forex',
  status,
  runId: null,
  dataDate: null,
  rows: 0,
  durationMs: 0,
  via: null,
  error: null,
  warnings: [],
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) },
  };
}

describe('ingest CLI arguments and exit status', () => {
  it('reads source names and upstream aliases, defaulting to all', () => {
    const all = ['forex', 'vegetables', 'metals', 'fuel'];
    expect(parseSources([])).toEqual({ ok: true, sources: all });
    expect(parseSources(['all'])).toEqual({ ok: true, sources: all });
    expect(parseSources(['Metals', 'nrb', 'forex'])).toEqual({
      ok: true,
      sources: ['metals', 'forex'],
    });
    expect(parseSources(['noc'])).toEqual({ ok: true, sources: ['fuel'] });
    expect(parseSources(['gold'])).toEqual({ ok: false, message: 'unknown source "gold"' });
  });

  it('fails only when every requested source failed', () => {
    expect(exitCode([outcome('failed')])).toBe(1);
    expect(exitCode([outcome('failed'), outcome('failed')])).toBe(1);
    expect(exitCode([outcome('failed'), outcome('ok')])).toBe(0);
    expect(exitCode([outcome('failed'), outcome('skipped')])).toBe(0);
    expect(exitCode([outcome('ok')])).toBe(0);
  });

  it('prints usage for --help (0) and for an unknown source (2)', async () => {
    const help = capture();
    expect(await runCli(['--help'], help.io)).toBe(0);
    expect(help.out).toEqual([USAGE]);
    const bad = capture();
    expect(await runCli(['weather'], bad.io)).toBe(2);
    expect(bad.err[0]).toMatch(/^unknown source "weather"\nusage: npm run ingest/);
  });
});

describe('runCli against the fixture upstreams', () => {
  useCleanEnv();
  useTempStore();
  const upstream = useUpstream();
  beforeEach(() => pinClock('2026-08-16T06:00:00Z'));

  it('prints one line per source with status, date, rows and duration', async () => {
    upstream().set('fenegosida:today', faults.serverError());
    const { out, io } = capture();
    expect(await runCli([], io, { fetchPolicy: FAST })).toBe(0);
    expect(out).toHaveLength(4);
    expect(out[0]).toMatch(/^forex {6}ok {6}2026-08-16 {3}44 rows {4}\d+\.\d s {2}via rates$/);
    expect(out[1]).toMatch(
      /^vegetables ok {6}2025-10-19 {3}68 rows .* via json {2}\(1 warning: units mapped to "other": मुठा\)$/,
    );
    expect(out[2]).toMatch(
      /^metals +failed +- +0 rows .*GET http:\/\/127\.0\.0\.1:\d+\/fenegosida\/api\/website\/v1\/Dashboard\/today failed: HTTP 500$/,
    );
    expect(out[3]).toMatch(/^fuel {7}ok {6}2026-08-16 {3}10 rows .* via retailprice$/);
  });
});

describe('npm run ingest (the script, in a child process)', () => {
  const upstream = useUpstream();
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function runScript(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'market-cli-'));
    dirs.push(dir);
    const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...upstream().env,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      APP_NOW: '2026-08-16T06:00:00Z',
      INGEST_HTTP_TIMEOUT_MS: '10000',
      INGEST_HTTP_ATTEMPTS: '1',
    };
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [tsx, '--conditions=react-server', 'scripts/ingest.ts', ...args],
        { env, cwd: process.cwd(), timeout: 30_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  it('exits 1 when every requested source failed, 0 when one succeeded', async () => {
    upstream().set('nrb:rates', faults.serverError());
    upstream().set('nrb:app-rate', faults.serverError());
    upstream().set('fenegosida:today', faults.htmlInsteadOfJson());
    const [failed, mixed] = await Promise.all([
      runScript(['forex', 'metals']),
      runScript(['metals', 'vegetables']),
    ]);

    expect(failed.stderr).toBe('');
    expect(failed.code).toBe(1);
    const lines = failed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^forex +failed .*HTTP 500; fallback: .*HTTP 500$/);
    expect(lines[1]).toMatch(/^metals +failed .*but got HTML/);

    expect(mixed.code).toBe(0);
    expect(mixed.stdout).toMatch(/^metals +failed .*\nvegetables ok +2025-10-19 +68 rows/);
  });
});
