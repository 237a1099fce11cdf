// Part of `npm run build`: compiles what production runs outside Next (the custom server, the
// ingestion worker and the CLIs) to plain JavaScript in dist/, so `npm start` and friends run on
// node alone instead of a TypeScript runner. Packages stay external (node_modules resolves them).
// The CLIs run under `node --conditions=react-server`, so lib/db's `server-only` guard resolves
// to its empty module, as it does inside Next's server bundles.
import { build } from 'esbuild';

const entries = {
  server: 'server.ts',
  ingest: 'scripts/ingest.ts',
  'ingest-worker': 'scripts/ingest-worker.ts',
  'db-migrate': 'scripts/db-migrate.ts',
  'db-transfer': 'scripts/db-transfer.ts',
};

await build({
  entryPoints: entries,
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  logLevel: 'warning',
  // Bundled CommonJS helpers call require(); ESM output has none unless it is made.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
console.log(`server: compiled ${Object.keys(entries).length} entry points to dist/`);
