/**
 * Next.js start-up hook: on the Node.js server (`npm start`, also `next dev`) it runs
 * instrumentation-node.ts. Skipped on the Edge runtime and during `next build`.
 *
 * Why the one dynamic import inside the runtime check: Next also bundles this file for the Edge
 * runtime, and every module an import here can reach lands in that bundle; node:http,
 * better-sqlite3 and croner there make each build warn about Node.js APIs, nine times over.
 * Behind `NEXT_RUNTIME === 'nodejs'`, which the Edge bundle replaces with false, the import is
 * dropped from it.
 */
export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}
