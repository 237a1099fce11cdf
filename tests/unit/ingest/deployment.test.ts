import { spawn } from 'node:child_process';
import path from 'node:path';
import { listRuns, openDb, type Db } from '@/lib/db';
import { createScheduler, type Scheduler } from '@/lib/ingest';
import type { SourceId } from '@/lib/sources/types';
import {
  FAST,
  describeStores,
  pinClock,
  useCleanEnv,
  useTempStore,
  useUpstream,
} from '../../support/upstream/harness';
import { jsonFile } from '../../support/upstream/upstream-server';

const SOURCES: SourceId[] = ['forex', 'vegetables', 'metals', 'fuel'];

describeStores('one ingestion per deployment', (kind) => {
  useCleanEnv();
  const store = useTempStore(kind);
  const upstream = useUpstream();

  /** Two instances on one store: each its own scheduler and its own connection(s) to it. */
  async function twoInstances(lines: string[]) {
    const handles: Db[] = [await openDb(store.url()), await openDb(store.url())];
    const schedulers: Scheduler[] = handles.map((db, i) =>
      createScheduler({
        log: (line) => lines.push(`${i}: ${line}`),
        catchUpDelayMs: 3_600_000,
        ingest: { fetchPolicy: FAST, db },
        revalidate: async () => undefined,
      }),
    );
    const fire = (scheduler: Scheduler, source: SourceId) =>
      scheduler.jobs.find((j) => j.source === source)?.job.trigger();
    return {
      fire,
      /** Both instances fire every source's job in the same slot, at the same moment. */
      fireAll: () => Promise.all(SOURCES.flatMap((s) => schedulers.map((x) => fire(x, s)))),
      schedulers,
      async close() {
        for (const s of schedulers) s.stop();
        for (const db of handles) await db.destroy();
      },
    };
  }

  it('runs each source once per slot with two schedulers on one store', async () => {
    // Upstream answers slowly enough that both instances' runs overlap.
    upstream().set('fenegosida:today', {
      ...jsonFile('fenegosida/today-2026-08-16.json'),
      delayMs: 200,
    });
    pinClock('2026-08-16T04:45:20Z'); // 10:30 NPT: a slot of every source's schedule or near it
    const lines: string[] = [];
    const deployment = await twoInstances(lines);
    try {
      await deployment.fireAll();
      // The same slot again, later in its minute, on the other instance: already done.
      pinClock('2026-08-16T04:45:50Z');
      await Promise.all(SOURCES.map((s) => deployment.fire(deployment.schedulers[1]!, s)));
      for (const source of SOURCES) expect(await listRuns(source)).toHaveLength(1);
      const outcomes = lines.map((l) => l.replace(/^\d: \[ingest\] /, ''));
      expect(outcomes.filter((l) => / ok /.test(l))).toHaveLength(4);
      expect(outcomes.filter((l) => / skipped /.test(l))).toHaveLength(8);
      expect(outcomes).toContainEqual(
        expect.stringMatching(/^forex +skipped .* forex already ran for the 10:30 NPT slot$/),
      );

      // The next slot runs again, on whichever instance fires first.
      pinClock('2026-08-16T05:15:00Z');
      await deployment.fireAll();
      for (const source of SOURCES) expect(await listRuns(source)).toHaveLength(2);
    } finally {
      await deployment.close();
    }
  });

  it('npm run ingest:worker runs the schedule without a web server and stops on SIGTERM', async () => {
    const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
    const child = spawn(
      process.execPath,
      [tsx, '--conditions=react-server', 'scripts/ingest-worker.ts'],
      {
        cwd: process.cwd(),
        env: {
          NODE_ENV: 'test',
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...upstream().env,
          DATABASE_URL: store.url(),
          APP_NOW: '2026-08-16T06:00:00Z',
          INGEST_SCHEDULE: 'off', // what the web instances say; the worker runs regardless
          INGEST_HTTP_ATTEMPTS: '1',
        },
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // The start-up catch-up ingests every source (the store is empty), then the worker waits.
      const until = Date.now() + 45_000;
      while ((stdout.match(/\[ingest\] (forex|vegetables|metals|fuel) +ok /g) ?? []).length < 4) {
        if (Date.now() > until || child.exitCode !== null)
          throw new Error(`worker output:\n${stdout}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stdout).toMatch(/^\[ingest\] worker on (SQLite|PostgreSQL) /m);
    expect(stdout).toMatch(/scheduler started: 8 jobs in Asia\/Kathmandu/);
    expect(stdout).toMatch(/pages not revalidated: REVALIDATE_SECRET is not set/);
    expect(stdout).toMatch(/\[ingest\] SIGTERM: worker stopping/);
    for (const source of SOURCES) expect(await listRuns(source)).toHaveLength(1);
  });
});
