import 'server-only';
import { SOURCE_IDS, type SourceId } from '@/lib/sources/types';
import { getEnv } from '@/lib/env';
import { SITE_URL } from '@/lib/site';
import { processEnv } from '@/lib/env/runtime';
import { backfill, formatBackfill, type BackfillOptions } from './backfill';
import { createBackfillProgress, parseBackfillArgs } from './backfill-cli';
import { DEFAULT_BACKFILL_DELAY_MS } from './config';
import { describeRevalidation, requestRevalidationOf, sourcesWithNewData } from './page-refresh';
import { formatOutcome, runIngestMany, type IngestOptions, type IngestOutcome } from './run';
import { INGEST_SOURCES } from './sources';

const listed = SOURCE_IDS.map((id) => INGEST_SOURCES[id]);
const walkers = listed.filter((s) => s.backfill.by === 'archive').map((s) => s.id);

export const USAGE = [
  'usage: npm run ingest [-- <source> ...]',
  '       npm run ingest -- <source> ... --from YYYY-MM-DD [--to YYYY-MM-DD] [--delay-ms N]',
  `       npm run ingest -- ${walkers.join('|')} --backfill [--delay-ms N]`,
  `  sources: ${listed.map((s) => `${s.id} (${s.upstream})`).join(', ')}; none or "all" runs every source`,
  `  --backfill: walk the upstream's whole archive, adding what is not stored yet (${walkers.join(', ')} only)`,
  '  --from/--to: backfill past days (to defaults to today; resumable: stored days are skipped);',
  '    --delay-ms: pause between upstream requests (default 1000, or INGEST_BACKFILL_DELAY_MS)',
  '  exit status: 0 unless every requested source failed (1); 2 for a usage error',
].join('\n');

// Upstream names are accepted too, since that is what operators read in the run log.
const ALIASES: Record<string, SourceId> = Object.fromEntries(
  listed.map((s) => [s.upstream.toLowerCase(), s.id]),
);

/** Reads the CLI's source arguments (order kept, duplicates dropped). */
export function parseSources(
  args: readonly string[],
): { ok: true; sources: SourceId[] } | { ok: false; message: string } {
  const names = args.map((a) => a.trim().toLowerCase()).filter(Boolean);
  if (names.length === 0 || names.includes('all')) return { ok: true, sources: [...SOURCE_IDS] };
  const sources: SourceId[] = [];
  for (const name of names) {
    const id = (SOURCE_IDS as readonly string[]).includes(name)
      ? (name as SourceId)
      : ALIASES[name];
    if (!id) return { ok: false, message: `unknown source "${name}"` };
    if (!sources.includes(id)) sources.push(id);
  }
  return { ok: true, sources };
}

/** 1 when every requested source failed (a skipped run is not a failure), else 0. */
export function exitCode(outcomes: readonly IngestOutcome[]): number {
  return outcomes.length > 0 && outcomes.every((o) => o.status === 'failed') ? 1 : 0;
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** True on a terminal: the backfill draws a progress bar instead of printing lines. */
  tty?: boolean;
}

/** `npm run ingest` minus `process`: runs sources once, a line each; returns the exit status. */
export async function runCli(
  args: readonly string[],
  io: CliIo,
  options: IngestOptions & Pick<BackfillOptions, 'sleep'> = {},
): Promise<number> {
  if (args.some((a) => a === '-h' || a === '--help')) {
    io.out(USAGE);
    return 0;
  }
  if (args.includes('--backfill')) return runArchiveBackfillCli(args, io, options);
  const range = parseBackfillArgs(args);
  if (range && 'error' in range) {
    io.err(`${range.error}\n${USAGE}`);
    return 2;
  }
  const parsed = parseSources(range ? range.sources : args);
  if (!parsed.ok) {
    io.err(`${parsed.message}\n${USAGE}`);
    return 2;
  }
  const walked = parsed.sources.find((id) => walkers.includes(id));
  if (range && walked) {
    io.err(
      `${walked} revisions are not days: use "${walked} --backfill" instead of --from\n${USAGE}`,
    );
    return 2;
  }
  if (range) return runBackfillCli(parsed.sources, range, io, options);
  const outcomes = await runIngestMany(parsed.sources, options);
  // All lines on stdout, in the order asked, so the summary reads as one table.
  for (const outcome of outcomes) io.out(formatOutcome(outcome));
  await revalidateSite(sourcesWithNewData(outcomes), io);
  return exitCode(outcomes);
}

/** Has the site (REVALIDATE_URL, else SITE_URL) refresh the pages of sources that stored data. */
export async function revalidateSite(sources: readonly SourceId[], io: CliIo): Promise<void> {
  if (sources.length === 0) return;
  const env = getEnv();
  if (!env.REVALIDATE_SECRET) {
    io.err(
      'pages not revalidated: REVALIDATE_SECRET is not set; they refresh on their time-based revalidate',
    );
    return;
  }
  const result = await requestRevalidationOf(env.REVALIDATE_URL ?? [SITE_URL], sources, {
    secret: env.REVALIDATE_SECRET,
  });
  (result.ok ? io.out : io.err)(describeRevalidation(result));
}

/** The CLI's backfill mode: one source after another, a summary line each, then revalidation. */
async function runBackfillCli(
  sources: readonly SourceId[],
  range: { from: string; to: string; delayMs: number },
  io: CliIo,
  options: IngestOptions & Pick<BackfillOptions, 'sleep'>,
): Promise<number> {
  const progress = createBackfillProgress(io.tty ?? false, io.out);
  const summaries = [];
  for (const source of sources) {
    const summary = await backfill(source, {
      ...range,
      progress,
      fetchPolicy: options.fetchPolicy,
      clock: options.clock,
      db: options.db,
      sleep: options.sleep,
    });
    summaries.push(summary);
    io.out(formatBackfill(summary));
    for (const refusal of summary.refusals.slice(0, 10)) io.out(`  refused ${refusal}`);
    if (summary.refusals.length > 10)
      io.out(`  … and ${summary.refusals.length - 10} more refused days`);
  }
  await revalidateSite(
    summaries.filter((s) => s.stored > 0).map((s) => s.source),
    io,
  );
  return summaries.some((s) => s.error) ? 1 : 0;
}

/** `npm run ingest -- fuel --backfill [--delay-ms N]`: an upstream's archive, page by page. */
async function runArchiveBackfillCli(
  args: readonly string[],
  io: CliIo,
  options: IngestOptions & Pick<BackfillOptions, 'sleep'>,
): Promise<number> {
  const names: string[] = [];
  let rawDelay = processEnv().INGEST_BACKFILL_DELAY_MS ?? String(DEFAULT_BACKFILL_DELAY_MS);
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const delay = /^--delay-ms(?:=(.*))?$/.exec(arg);
    if (delay) rawDelay = delay[1] ?? args[(i += 1)] ?? '';
    else if (arg.startsWith('--') && arg !== '--backfill') {
      io.err(`--backfill takes only --delay-ms, not "${arg}"\n${USAGE}`);
      return 2;
    } else if (arg !== '--backfill') names.push(arg);
  }
  if (!/^\d+$/.test(rawDelay) || Number(rawDelay) > 600_000) {
    io.err(`--delay-ms "${rawDelay}" is not a whole number of milliseconds (0–600000)\n${USAGE}`);
    return 2;
  }
  const parsed = parseSources(names);
  const [source] = parsed.ok && parsed.sources.length === 1 ? parsed.sources : [];
  const past = source && INGEST_SOURCES[source].backfill;
  if (!source || past?.by !== 'archive') {
    io.err(`--backfill walks an archive: name one of ${walkers.join(', ')}\n${USAGE}`);
    return 2;
  }
  const summary = await past.walk({
    delayMs: Number(rawDelay),
    sleep: options.sleep,
    fetchPolicy: options.fetchPolicy,
    clock: options.clock,
    db: options.db,
    progress: io.out,
  });
  io.out(past.describe(summary));
  for (const refusal of summary.refusals.slice(0, 10)) io.out(`  refused ${refusal}`);
  if (summary.refusals.length > 10) io.out(`  … and ${summary.refusals.length - 10} more refusals`);
  if (summary.stored > 0) await revalidateSite([source], io);
  return summary.error ? 1 : 0;
}
