import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every package in package.json is used by the product, a test, a script or a tool's config: an
 * import or require of it (or of a subpath), its name as a config string (a PostCSS or Prettier
 * plugin, a CSS @import), a path into its folder, or one of its binaries run by a script.
 * `@types/x` counts as used when x is. A dependency nothing uses fails here.
 */

const root = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const TEXT = /\.(ts|tsx|mjs|cjs|js|css|json|sh)$|^\.ci\/run$|^\.prettierrc/;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      TEXT.test(file) &&
      !/^(package(-lock)?\.json|messages\/|tests\/fixtures\/|public\/)/.test(file),
  );
const corpus = files.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
const scripts = `${Object.values(pkg.scripts).join('\n')}\n${corpus}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function binaries(name: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { bin?: string | Record<string, string> };
  if (!manifest.bin) return [];
  return typeof manifest.bin === 'string' ? [name.split('/').pop()!] : Object.keys(manifest.bin);
}

function used(name: string): boolean {
  if (name.startsWith('@types/')) {
    const target = name.slice('@types/'.length);
    return target === 'node' || (target in deps && used(target));
  }
  const specifier = new RegExp(`['"]${escape(name)}(/[^'"]*)?['"]`);
  const folder = new RegExp(`node_modules/${escape(name)}/`);
  if (specifier.test(corpus) || folder.test(corpus)) return true;
  return binaries(name).some((bin) =>
    new RegExp(`(^|[\\s;&|(])(npx )?${escape(bin)}(\\s|$)`, 'm').test(scripts),
  );
}

const deps = { ...pkg.dependencies, ...pkg.devDependencies };

describe('package.json', () => {
  it.each(Object.keys(deps))('%s is used by the product, a test, a script or a config', (name) => {
    expect(used(name)).toBe(true);
  });
});
