/**
 * The store's backup tools (lib/db/transfer.ts):
 *   npm run db:backup -- FILE                a consistent snapshot of DATABASE_URL's store, taken
 *                                            while the site runs, as one SQLite file
 *   npm run db:restore -- FILE               loads a backup into DATABASE_URL's store (empty)
 *   npm run db:copy -- --from URL --to URL   copies one store into another, empty one,
 *                                            e.g. file:./data/site.db to postgres://…
 * Exits 1 on failure (nothing half-written is left: a backup is renamed into place when whole,
 * restore and copy write in one transaction), 2 on a usage error.
 * Run through `tsx --conditions=react-server` (lib/db imports `server-only`).
 */
import { backupStore, copyStore, describeStore, restoreStore, type TransferCounts } from '@/lib/db';
import { getEnv } from '@/lib/env';

const USAGE = [
  'usage: npm run db:backup -- FILE',
  '       npm run db:restore -- FILE',
  '       npm run db:copy -- --from URL --to URL',
  '  the store is DATABASE_URL (file:… for SQLite, postgres://… for PostgreSQL) unless --from/--to',
].join('\n');

const summary = (rows: TransferCounts) => {
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  const parts = Object.entries(rows).map(([table, n]) => `${table} ${n}`);
  return `${total} rows (${parts.join(', ')})`;
};

function option(args: string[], name: string): string | undefined {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const arg = args[at] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
}

async function main(command: string | undefined, args: string[]): Promise<number> {
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (command === 'copy') {
    const from = option(args, '--from');
    const to = option(args, '--to');
    if (!from || !to) {
      console.error(USAGE);
      return 2;
    }
    const rows = await copyStore(from, to);
    console.log(
      `copied ${describeStore(from)} → ${describeStore(to)}: ${summary(rows)} in ${took()}`,
    );
    return 0;
  }
  const file = args.find((a) => !a.startsWith('-'));
  if ((command !== 'backup' && command !== 'restore') || !file || args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const url = getEnv().DATABASE_URL;
  if (command === 'backup') {
    const rows = await backupStore(url, file);
    console.log(`backed up ${describeStore(url)} → ${file}: ${summary(rows)} in ${took()}`);
  } else {
    const rows = await restoreStore(file, url);
    console.log(`restored ${file} → ${describeStore(url)}: ${summary(rows)} in ${took()}`);
  }
  return 0;
}

main(process.argv[2], process.argv.slice(3)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
