/**
 * `npm run fixtures:serve [-- PORT]`: serves the recorded upstream responses in
 * tests/fixtures/upstream as NRB, Kalimati and FENEGOSIDA would, so ingestion can be tried
 * without the network. Prints the environment to point `npm run ingest` at it. The fixtures are
 * dated (NRB 2026-04-01/02 and 2026-08-15/16, Kalimati 2025-10-19, FENEGOSIDA 2026-08-16), and
 * the adapters refuse data from "the future", so pin the clock with APP_NOW as shown.
 */
import { startUpstreamServer } from '../tests/support/upstream/upstream-server';

async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 4455);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`bad port "${process.argv[2] ?? process.env.PORT}"`);
  const server = await startUpstreamServer({
    port,
    onRequest: (r) => console.log(`  ${r.method} ${r.url.pathname}${r.url.search}`),
  });
  const env = Object.entries(server.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`fixture upstreams on ${server.origin} (Ctrl-C to stop)`);
  console.log('try:');
  console.log(`  APP_NOW=2026-08-16T06:00:00Z ${env} npm run ingest`);
  const shutdown = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
