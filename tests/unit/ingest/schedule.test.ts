import { Cron } from 'croner';
import { register } from '@/instrumentation';
import { listRuns } from '@/lib/db';
import {
  catchUp,
  expectedLatestDate,
  isStale,
  runIngest,
  SCHEDULES,
  startScheduler,
} from '@/lib/ingest';
import { warmSearchIndex } from '@/lib/search/site-index';
import type { SourceId } from '@/lib/sources/types';
import {
  FAST,
  describeStores,
  pinClock,
  useCleanEnv,
  useTempStore,
  useUpstream,
} from '../../support/upstream/harness';

// register() also builds the search index from the store; here that is only watched for, so no
// test reads (or creates) the default store.
jest.mock('@/lib/search/site-index', () => ({ warmSearchIndex: jest.fn(async () => undefined) }));

/** The Nepal wall-clock times (HH:MM) at which a source's jobs fire on one Nepal day. */
function firesOn(source: SourceId, nepalDay: string): string[] {
  const start = new Date(Date.parse(`${nepalDay}T00:00:00+05:45`) - 1);
  const end = Date.parse(`${nepalDay}T24:00:00+05:45`);
  const times = SCHEDULES[source].flatMap((pattern) =>
    new Cron(pattern, { timezone: 'Asia/Kathmandu', paused: true })
      .nextRuns(40, start)
      .filter((d) => d.getTime() < end)
      .map((d) => new Date(d.getTime() + 345 * 60_000).toISOString().slice(11, 16)),
  );
  return times.sort();
}

describe('the ingestion schedule (Asia/Kathmandu)', () => {
  it('polls NRB just after midnight and hourly until 10:00 NPT', () => {
    expect(firesOn('forex', '2026-04-02')).toEqual([
      '00:05',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
    ]);
  });

  it('polls Kalimati in the morning, with two late checks', () => {
    expect(firesOn('vegetables', '2026-04-02')).toEqual([
      '06:15',
      '07:15',
      '08:15',
      '09:15',
      '10:15',
      '11:15',
      '13:00',
      '17:00',
    ]);
  });

  it('polls FENEGOSIDA every 30 minutes from 10:00 to 16:00 NPT, and once late', () => {
    expect(firesOn('metals', '2026-08-16')).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '18:00',
    ]);
  });
});

describe('staleness', () => {
  it.each([
    // source, instant (UTC), stored, expected date, stale
    ['forex', '2026-04-02T20:14:00Z', '2026-04-02', '2026-04-02', false], // 01:59 NPT on the 3rd
    ['forex', '2026-04-02T20:15:00Z', '2026-04-02', '2026-04-03', true], // 02:00 NPT
    ['forex', '2026-04-02T20:15:00Z', '2026-04-03', '2026-04-03', false],
    ['vegetables', '2025-10-20T06:14:00Z', '2025-10-19', '2025-10-19', false], // 11:59 NPT
    ['vegetables', '2025-10-20T06:15:00Z', '2025-10-19', '2025-10-20', true],
    ['metals', '2026-08-15T09:00:00Z', '2026-08-14', '2026-08-14', false], // Saturday: no publication
    ['metals', '2026-08-16T07:14:00Z', '2026-08-14', '2026-08-14', false], // Sunday 12:59 NPT
    ['metals', '2026-08-16T07:15:00Z', '2026-08-14', '2026-08-16', true], // Sunday 13:00 NPT
    ['metals', '2026-08-16T07:15:00Z', null, '2026-08-16', true], // nothing stored
  ] as const)(
    '%s at %s with %s stored expects %s (stale: %s)',
    (source, at, stored, expected, stale) => {
      expect(expectedLatestDate(source, new Date(at))).toBe(expected);
      expect(isStale(source, stored, new Date(at))).toBe(stale);
    },
  );
});

describeStores('scheduler and start-up catch-up', (kind) => {
  useCleanEnv();
  useTempStore(kind);
  useUpstream();
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  afterEach(() => lines.splice(0));

  it('catches up on missing sources, then only on stale ones', async () => {
    pinClock('2026-08-16T06:00:00Z');
    // No site listens here: each run that stored data says its pages were not revalidated.
    process.env.REVALIDATE_URL = 'http://127.0.0.1:9';
    expect(await catchUp(log, { fetchPolicy: FAST })).toEqual([
      'forex',
      'vegetables',
      'metals',
      'fuel',
    ]);
    expect(lines.filter((l) => !l.includes('revalidate'))).toHaveLength(4);
    expect(
      lines.filter((l) =>
        l.startsWith('[ingest] pages not revalidated: site not reachable at http://127.0.0.1:9'),
      ),
    ).toHaveLength(4);
    // Kalimati's recorded list is from 2025-10-19, so vegetables stays stale; the others are fresh.
    expect(await catchUp(log, { fetchPolicy: FAST })).toEqual(['vegetables']);
  });

  it('starts once per process, is off with INGEST_SCHEDULE=off, and skips Kalimati once today’s list is in', async () => {
    process.env.INGEST_SCHEDULE = 'off';
    expect(startScheduler({ log })).toBeNull();

    process.env.INGEST_SCHEDULE = 'on';
    process.env.REVALIDATE_URL = 'http://127.0.0.1:9';
    const scheduler = startScheduler({
      log,
      catchUpDelayMs: 60_000,
      ingest: { fetchPolicy: FAST },
    });
    try {
      expect(scheduler?.jobs).toHaveLength(8);
      expect(startScheduler({ log })).toBe(scheduler);
      expect(lines[0]).toMatch(/^\[ingest\] scheduler started: 8 jobs in Asia\/Kathmandu/);

      pinClock('2025-10-19T03:00:00Z');
      await runIngest('vegetables', { fetchPolicy: FAST });
      const vegetablesJob = scheduler?.jobs.find((j) => j.source === 'vegetables')?.job;
      await vegetablesJob?.trigger();
      expect(await listRuns('vegetables')).toHaveLength(1); // today's list is stored: no request made
      pinClock('2025-10-20T03:00:00Z');
      await vegetablesJob?.trigger();
      expect(await listRuns('vegetables')).toHaveLength(2);
      expect(lines.at(-2)).toMatch(/^\[ingest\] vegetables ok/);
      expect(lines.at(-1)).toMatch(/^\[ingest\] pages not revalidated: site not reachable/);
    } finally {
      scheduler?.stop();
    }
    expect(scheduler?.jobs.every((j) => !j.job.isRunning())).toBe(true);
  });
});

describe('instrumentation register()', () => {
  useCleanEnv();
  const saved = { runtime: process.env.NEXT_RUNTIME, phase: process.env.NEXT_PHASE };
  const scheduler = () =>
    (globalThis as { __marketScheduler?: { stop(): void } }).__marketScheduler;
  afterEach(() => {
    scheduler()?.stop();
    process.env.NEXT_RUNTIME = saved.runtime;
    process.env.NEXT_PHASE = saved.phase;
    if (saved.runtime === undefined) delete process.env.NEXT_RUNTIME;
    if (saved.phase === undefined) delete process.env.NEXT_PHASE;
  });

  it.each([
    ['the Edge runtime', { NEXT_RUNTIME: 'edge' }],
    ['next build', { NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-build' }],
    ['INGEST_SCHEDULE=off', { NEXT_RUNTIME: 'nodejs', INGEST_SCHEDULE: 'off' }],
  ])('does nothing on %s', async (_label, env) => {
    Object.assign(process.env, env);
    await register();
    expect(scheduler()).toBeUndefined();
  });

  it('stops the server at start when DATABASE_URL names an unknown kind of store', async () => {
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      NEXT_PHASE: 'phase-production-server',
      DATABASE_URL: 'mysql://root:hunter2@db/market',
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Not starting: DATABASE_URL with the scheme "mysql:" is not supported: use file:PATH .* postgres:\/\/USER:PASSWORD@HOST:PORT\/DATABASE/,
        ),
      );
      expect(String(error.mock.calls)).not.toMatch(/hunter2/);
      expect(scheduler()).toBeUndefined();
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });

  it.each([
    [
      'REDIS_URL',
      'http://cache:6379',
      /^Not starting: REDIS_URL must be redis:\/\/\[USER:PASSWORD@\]HOST:PORT/,
    ],
    [
      'PAGE_CACHE_MAX_MB',
      '1.5g',
      /^Not starting: PAGE_CACHE_MAX_MB must be a whole number of megabytes/,
    ],
  ])('stops the server at start when %s is malformed (%s)', async (name, value, message) => {
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      NEXT_PHASE: 'phase-production-server',
      [name]: value,
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(message));
      expect(scheduler()).toBeUndefined();
    } finally {
      exit.mockRestore();
      error.mockRestore();
      delete process.env[name];
    }
  });

  it('starts the schedule on the Node.js server', async () => {
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      NEXT_PHASE: 'phase-production-server',
      INGEST_SCHEDULE: 'on',
    });
    const spy = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await register();
      expect(scheduler()).toBeDefined();
      expect(spy).toHaveBeenCalledWith(expect.stringMatching(/scheduler started/));
      // Started, not awaited: the server answers while the index builds.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warmSearchIndex).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
