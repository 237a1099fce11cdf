#!/usr/bin/env node
// Part of `npm run build` (postbuild, before precompress-static): marks the client chunks that
// every page runs at start-up with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
//
// Why: those chunks (React DOM, the router, the Turbopack runtime) hold module factories that V8
// otherwise compiles lazily, on the main thread, the moment each is first called: about 75 ms of
// one task on this machine, 300 ms on Lighthouse's 4x-slower phone. With the hint, Chrome 136+
// compiles every function of the file on the background thread that already streams the script
// in. Other engines read a comment. Only the start-up chunks (`rootMainFiles` of the build
// manifest) are marked: eager compilation of a chunk a page may never run would be wasted work.
// Next.js has no option for it yet; it is proposed upstream (vercel/next.js discussion 101287).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prefixes the hint to each start-up chunk of the build in `distDir`; returns the files marked. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const marked = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith('.js')) continue;
    const chunk = path.join(distDir, file);
    const code = readFileSync(chunk, 'utf8');
    // A second build step over the same folder must not stack hints.
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(chunk, COMPILE_HINT + code);
    marked.push(file);
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const marked = addCompileHints(process.env.NEXT_DIST_DIR || '.next');
  console.log(`compile hints: ${marked.length} start-up chunks marked for eager compilation`);
}
