import { readFileSync } from 'node:fs';
import path from 'node:path';

// npm audit is unreachable here, so the patched floors of known advisories are asserted directly.
function installedVersion(pkg: string): number[] {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), 'node_modules', pkg, 'package.json'), 'utf8'),
  );
  return String(manifest.version).split(/[.-]/).slice(0, 3).map(Number);
}

function atLeast(actual: number[], floor: number[]): boolean {
  for (let i = 0; i < floor.length; i++) {
    if ((actual[i] ?? 0) !== floor[i]) return (actual[i] ?? 0) > floor[i]!;
  }
  return true;
}

describe('dependency security floors', () => {
  it('runs a Next.js release patched for CVE-2025-29927 (middleware bypass) and the RSC advisories', () => {
    // 16.0.10 carries the fixes for CVE-2025-55182/66478 and the Dec 2025 follow-ups
    // (CVE-2025-55183/55184/67779).
    expect(atLeast(installedVersion('next'), [16, 0, 10])).toBe(true);
  });

  it('runs React with the React Server Components fixes (CVE-2025-55182 and follow-ups)', () => {
    for (const pkg of ['react', 'react-dom']) {
      expect(atLeast(installedVersion(pkg), [19, 2, 3])).toBe(true);
    }
  });
});
