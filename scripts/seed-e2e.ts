/**
 * `npm run e2e:seed -- <store.db>` fills a fresh market store for the end-to-end tests from the
 * recorded upstream responses (tests/fixtures/upstream), through the real adapters and
 * `runIngest`: the fixtures are served on loopback and each source is ingested as its scheduled
 * run would have been, oldest day first, so every day is checked against the one before it.
 * `npm run e2e:seed -- --empty <store.db>` only removes the store, so a server on it starts empty.
 *
 * The e2e clock (tests/e2e/NOW) is Friday 16 May 2025, 10:00 in Nepal, but the fixtures are dated
 * 2025-10 to 2026-08 and the adapters refuse data from the future. So every ISO date in a fixture
 * is moved by one offset per recorded file (weekdays and gaps between days keep their meaning)
 * onto the days before that "today" (see tests/fixtures/upstream/README.md for the calendar):
 * vegetables 14–15 May and metals 13 and 15 May are fresh at 10:00 on the 16th; forex ends on
 * 15 May and NRB publishes every day at midnight, so forex is stale and "effective as of" 15 May.
 * NOC's date cells are not ISO dates: each is rewritten from its AD half, with the BS half
 * converted anew, so fuel's newest revision (2026-08-16) takes effect on 15 May, read at 00:35.
 *
 * Run through `tsx --conditions=react-server` (lib/db and lib/ingest import `server-only`).
 * Refuses a store outside `.e2e/` so a mistyped path cannot wipe a real store.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { adToBs, formatIsoDate } from '@/lib/bs';
import { closeDb } from '@/lib/db';
import { formatOutcome, runIngest } from '@/lib/ingest';
import { parseDateCell } from '@/lib/sources/noc';
import { addDays, daysBetween, parseIsoDay } from '@/lib/time/civil-date';
import type { SourceId } from '@/lib/sources/types';
import { startUpstreamServer } from '../tests/support/upstream/upstream-server';

/** A recorded file's day and the e2e day it is served as; every date in the file moves alike. */
interface Shift {
  files: RegExp;
  recorded: string;
  servedAs: string;
}

const E2E_SHIFTS: readonly Shift[] = [
  { files: /^kalimati\//, recorded: '2025-10-19', servedAs: '2025-05-14' },
  { files: /^nrb\/rates-2026-04-01_/, recorded: '2026-04-01', servedAs: '2025-05-12' },
  { files: /^nrb\/rates-2026-08-15_/, recorded: '2026-08-15', servedAs: '2025-05-14' },
  { files: /^fenegosida\//, recorded: '2026-08-14', servedAs: '2025-05-13' },
  { files: /^noc\//, recorded: '2026-08-16', servedAs: '2025-05-15' },
];

interface SeedRun {
  source: SourceId;
  /** The run's clock: when the scheduled run would have fetched (Nepal time). */
  at: string;
  kalimatiDay?: string;
  metalsDay?: string;
}

// NRB is asked for yesterday…today, so two forex runs store 12–13 and 14–15 May.
const E2E_RUNS: readonly SeedRun[] = [
  { source: 'forex', at: '2025-05-13T00:05:00+05:45' },
  { source: 'metals', at: '2025-05-13T11:00:00+05:45', metalsDay: '2026-08-14' },
  { source: 'vegetables', at: '2025-05-14T07:30:00+05:45', kalimatiDay: '2025-10-19' },
  { source: 'forex', at: '2025-05-15T00:05:00+05:45' },
  { source: 'fuel', at: '2025-05-15T00:35:00+05:45' },
  { source: 'vegetables', at: '2025-05-15T07:30:00+05:45', kalimatiDay: '2025-10-20' },
  { source: 'metals', at: '2025-05-15T11:00:00+05:45', metalsDay: '2026-08-16' },
];

/** A NOC date cell (`2083.04.31(2026.08.16)` and its other spellings) moved by `offset` days. */
function redateNocCell(cell: string, offset: number): string {
  const read = parseDateCell(cell);
  if (!read.ok) return cell;
  const ad = addDays(read.date, offset);
  const bs = formatIsoDate(adToBs(parseIsoDay(ad) as NonNullable<ReturnType<typeof parseIsoDay>>));
  return `${bs.replace(/-/g, '.')}(${ad.replace(/-/g, '.')})`;
}

/** Moves every `YYYY-MM-DD` in a fixture by its file's offset (timestamps keep their time). */
function redate(relative: string, text: string): string {
  const shift = E2E_SHIFTS.find((s) => s.files.test(relative));
  if (!shift) return text;
  const offset = daysBetween(shift.recorded, shift.servedAs);
  if (relative.startsWith('noc/'))
    return text.replace(
      /<td>([^<]*\([^<]*\))<\/td>/g,
      (_, cell: string) => `<td>${redateNocCell(cell, offset)}</td>`,
    );
  return text.replace(/\b(\d{4}-\d{2}-\d{2})(?=\b|T)/g, (date) => addDays(date, offset));
}

function storeFile(arg: string | undefined): string {
  if (!arg) throw new Error('usage: seed-e2e.ts [--empty] <store.db under .e2e/>');
  const file = path.resolve(arg.replace(/^file:/, ''));
  const root = path.resolve('.e2e');
  if (!file.startsWith(`${root}${path.sep}`))
    throw new Error(`refusing to reset ${file}: e2e stores live under ${root}`);
  return file;
}

function removeStore(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

async function seed(file: string): Promise<void> {
  process.env.DATABASE_URL = `file:${file}`;
  for (const run of E2E_RUNS) {
    const server = await startUpstreamServer({
      kalimatiDay: run.kalimatiDay,
      metalsDay: run.metalsDay,
      rewrite: redate,
    });
    try {
      Object.assign(process.env, server.env);
      const at = new Date(run.at);
      const outcome = await runIngest(run.source, {
        clock: () => at,
        fetchPolicy: { attempts: 1 },
      });
      console.log(`  ${run.at.slice(0, 16)}  ${formatOutcome(outcome)}`);
      if (outcome.status !== 'ok')
        throw new Error(`seeding ${run.source} failed: ${outcome.error ?? outcome.status}`);
    } finally {
      await server.close();
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const empty = args[0] === '--empty';
  const file = storeFile(empty ? args[1] : args[0]);
  removeStore(file);
  if (empty) {
    console.log(`e2e store ${path.relative(process.cwd(), file)}: empty`);
    return;
  }
  console.log(
    `e2e store ${path.relative(process.cwd(), file)}: seeding from tests/fixtures/upstream`,
  );
  try {
    await seed(file);
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
