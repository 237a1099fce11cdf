import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(process.cwd(), 'scripts', 'compile-hints.mjs');
const HINT = '//# allFunctionsCalledOnLoad\n';

let dist: string;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  const chunk = (name: string) => {
    fs.writeFileSync(path.join(dist, 'static', 'chunks', name), `/* ${name} */ run();\n`);
    return `static/chunks/${name}`;
  };
  fs.writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: [chunk('framework.js'), chunk('main.js')] }),
  );
  chunk('only-the-converter.js');
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

const read = (name: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');
const build = () =>
  execFileSync('node', [script], {
    env: { ...process.env, NEXT_DIST_DIR: dist },
    encoding: 'utf8',
  });

test('marks the chunks every page runs at start-up, and only those', () => {
  expect(build()).toContain('2 start-up chunks marked');
  expect(read('framework.js')).toBe(`${HINT}/* framework.js */ run();\n`);
  expect(read('main.js').startsWith(HINT)).toBe(true);
  expect(read('only-the-converter.js').startsWith('//#')).toBe(false);
});

test('a second run over the same build adds no second hint', () => {
  build();
  expect(build()).toContain('0 start-up chunks marked');
  expect(read('framework.js').split(HINT)).toHaveLength(2);
});
