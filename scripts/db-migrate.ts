/**
 * `npm run db:migrate`: creates the store at DATABASE_URL (default file:./data/site.db; or
 * postgres://…) if needed, applies pending migrations, prints each migration and the table sizes.
 * The server and the ingest CLI also migrate on first use, so this is for deploys and inspection.
 */
import { closeDb, describeStore, migrationStatus, tableCounts } from '@/lib/db';
import { getEnv } from '@/lib/env';

async function main(): Promise<void> {
  const url = getEnv().DATABASE_URL;
  const migrations = await migrationStatus(url);
  console.log(`store: ${describeStore(url)}`);
  for (const m of migrations)
    console.log(
      `  ${m.executedAt ? 'applied' : 'pending'}  ${m.name}${m.executedAt ? `  (${m.executedAt.toISOString()})` : ''}`,
    );
  const counts = await tableCounts();
  console.log(
    `  rows: ${Object.entries(counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  })
  .finally(() => closeDb());
