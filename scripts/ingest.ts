/**
 * `npm run ingest [-- forex|vegetables|metals|fuel ...]`: runs each source once (fetch → parse →
 * validate → store) and prints one line per source: status, data date, rows, duration.
 * With `--from YYYY-MM-DD [--to YYYY-MM-DD] [--delay-ms N]` it backfills past days instead,
 * with a progress bar on a terminal and a summary of days stored, skipped and refused.
 * `fuel --backfill` walks Nepal Oil Corporation's retail price archive page by page instead.
 * Exits 1 only when every requested source failed, 2 on a usage error.
 * Run through `tsx --conditions=react-server` because lib/db, lib/sources and lib/ingest import
 * `server-only`, which throws outside that condition.
 */
import { closeDb } from '@/lib/db';
import { runCli } from '@/lib/ingest/cli';

async function main(): Promise<number> {
  try {
    return await runCli(process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      tty: Boolean(process.stderr.isTTY),
    });
  } finally {
    await closeDb();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
