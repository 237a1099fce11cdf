// The benchmarks' yardstick: a one-page Next.js app built with this repo's installed `next`
// (symlinked, nothing downloaded) in a temporary folder, and its `next start` on loopback.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repo = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(repo, 'node_modules/.bin/next');

function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${cmd} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Builds the bare page in a temporary folder; returns the folder (the caller removes it). */
export async function buildBareApp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-next-'));
  mkdirSync(path.join(dir, 'app'));
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bare-next', private: true }),
  );
  // Turbopack reads only inside its root; the symlinked node_modules lives in the repo.
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: '/' } };\n`,
  );
  writeFileSync(
    path.join(dir, 'app/layout.js'),
    `export const metadata = { title: 'Bare page', description: 'A bare Next.js page' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    path.join(dir, 'app/page.js'),
    `export default function Page() {\n  return <main><h1>Hello</h1><p>A bare Next.js page.</p></main>;\n}\n`,
  );
  await run(process.execPath, [nextBin, 'build'], dir);
  return dir;
}

/** `next start` of the bare page on `port`; returns its base URL and a stop function. */
export async function startBare(dir, port) {
  const server = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  stop();
  throw new Error('bare next start did not answer within 20 s');
}
