import 'server-only';
import { SingleBar } from 'cli-progress';
import { processEnv } from '@/lib/env/runtime';
import { isIsoDay } from '@/lib/time/civil-date';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import type { SourceId } from '@/lib/sources/types';
import { now } from '@/lib/time';
import type { BackfillProgress } from './backfill';
import { DEFAULT_BACKFILL_DELAY_MS } from './config';

export interface BackfillArgs {
  sources: string[];
  from: string;
  to: string;
  delayMs: number;
}

/** Reads `<source…> --from YYYY-MM-DD [--to YYYY-MM-DD] [--delay-ms N]` (also `--from=…`). */
export function parseBackfillArgs(
  args: readonly string[],
  env: Record<string, string | undefined> = processEnv(),
): BackfillArgs | { error: string } | null {
  const flags = new Map<string, string>();
  const sources: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const m = /^--(from|to|delay-ms)(?:=(.*))?$/.exec(arg);
    if (!m) {
      if (arg.startsWith('--')) return { error: `unknown option "${arg}"` };
      sources.push(arg);
      continue;
    }
    const value = m[2] ?? args[(i += 1)];
    if (value === undefined) return { error: `--${m[1]} needs a value` };
    flags.set(m[1] as string, value);
  }
  if (!flags.has('from')) return flags.size ? { error: '--to and --delay-ms need --from' } : null;
  const today = nepalIsoDay(now());
  const from = flags.get('from') as string;
  const to = flags.get('to') ?? today;
  for (const [name, value] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (!isIsoDay(value)) return { error: `${name} "${value}" is not a date (YYYY-MM-DD)` };
  }
  if (from > to) return { error: `--from ${from} is after --to ${to}` };
  if (from > today) return { error: `--from ${from} is in the future (Nepal today is ${today})` };
  const rawDelay =
    flags.get('delay-ms') ?? env.INGEST_BACKFILL_DELAY_MS ?? String(DEFAULT_BACKFILL_DELAY_MS);
  const delayMs = Number(rawDelay);
  if (!/^\d+$/.test(rawDelay) || delayMs > 600_000)
    return { error: `--delay-ms "${rawDelay}" is not a whole number of milliseconds (0–600000)` };
  return { sources, from, to, delayMs };
}

/** A progress bar on a terminal (on stderr), plain lines otherwise. */
export function createBackfillProgress(
  tty: boolean,
  line: (text: string) => void,
): BackfillProgress {
  let source: SourceId = 'forex';
  let total = 0;
  let done = 0;
  let bar: SingleBar | null = null;
  return {
    start(id, totalDays) {
      source = id;
      total = totalDays;
      done = 0;
      if (tty) {
        bar = new SingleBar({
          format: `${id.padEnd(10)} [{bar}] {value}/{total} days | {note}`,
          stream: process.stderr,
          hideCursor: true,
          clearOnComplete: false,
        });
        bar.start(totalDays, 0, { note: 'starting' });
      }
    },
    advance(days, note) {
      done += days;
      if (bar) bar.update(done, { note });
      else if (days > 0)
        line(
          `${source.padEnd(10)} ${String(done).padStart(String(total).length)}/${total} days  ${note}`,
        );
    },
    stop() {
      bar?.stop();
      bar = null;
    },
  };
}
