// `npm run test:quick`: the checks a small change needs, in minutes instead of the whole suite.
//
//   npm run test:quick                         the working tree's changes (else the last commit)
//   npm run test:quick -- --base main~3        what changed since a commit
//   npm run test:quick -- --no-e2e             static checks and unit tests only
//   npm run test:quick -- tests/e2e/x.spec.ts  these e2e specs as well
//
// 1. Static checks: tsc (incremental) and knip on the project, eslint and prettier on the changed
//    files. 2. Jest on the tests related to the changed files (`--findRelatedTests`, which follows
//    imports) and on changed tests. 3. The e2e specs that name a changed page or feature (by the
//    route segment under app/[locale] or the feature folder under components/ and lib/, matched
//    against the spec's file name and text), after a build into .next-test (Turbopack's cache makes
//    a rebuild after a small change quick). It prints each step's time; `npm test` stays the gate.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const flag = (name) => {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
};
const base = option('--base');
const skipE2e = flag('--no-e2e');
const namedSpecs = args.filter((arg) => arg.endsWith('.spec.ts'));

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files changed since `base`, or in the working tree, or (a clean tree) by the last commit. */
function changedFiles() {
  const untracked = git('ls-files', '--others', '--exclude-standard');
  if (base) return [...git('diff', '--name-only', base), ...untracked];
  const dirty = [...git('diff', '--name-only', 'HEAD'), ...untracked];
  return dirty.length > 0 ? dirty : git('diff', '--name-only', 'HEAD~1', 'HEAD');
}

const changed = [...new Set(changedFiles())].filter((file) => existsSync(file));
const code = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
const lintable = code.filter((file) => !file.startsWith('tests/fixtures/'));
const steps = [];

function step(name, command, commandArgs, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${commandArgs.join(' ')}`.slice(0, 400));
  const { status } = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  steps.push({ name, ok: status === 0, ms: Date.now() - started });
  return status === 0;
}

/** Words that name what a changed file belongs to: its page's route segment or feature folder. */
function featureWords(file) {
  const parts = file.split('/');
  if (parts[0] === 'app' && parts[1] === '[locale]' && parts.length > 3) return [parts[2]];
  if (parts[0] === 'app' && parts[1] === 'api') return ['api'];
  if ((parts[0] === 'components' || parts[0] === 'lib') && parts.length > 2) return [parts[1]];
  return [];
}

/** The e2e specs a change concerns: changed or named ones, and those naming a changed feature. */
function e2eSpecs() {
  const specs = readdirSync('tests/e2e').filter((name) => name.endsWith('.spec.ts'));
  const words = new Set(
    changed
      .flatMap(featureWords)
      .filter((word) => !['ui', 'hooks', 'i18n', 'utils'].includes(word)),
  );
  const chosen = new Set(namedSpecs.map((spec) => path.basename(spec)));
  for (const spec of specs) {
    if (changed.includes(`tests/e2e/${spec}`)) chosen.add(spec);
    const text = readFileSync(path.join('tests/e2e', spec), 'utf8');
    for (const word of words) {
      if (spec.includes(word) || text.includes(`/${word}`)) chosen.add(spec);
    }
  }
  return [...chosen].sort().map((spec) => `tests/e2e/${spec}`);
}

console.log(
  `${changed.length} changed file${changed.length === 1 ? '' : 's'}${base ? ` since ${base}` : ''}:`,
);
for (const file of changed) console.log(`  ${file}`);

step('typecheck', 'npx', ['tsc', '--noEmit']);
if (lintable.length > 0) step('eslint', 'npx', ['eslint', '--no-warn-ignored', ...lintable]);
if (changed.length > 0) {
  step('format', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed]);
}
step('knip', 'npx', ['knip', '--no-progress']);

const unitInputs = code.filter((file) => !file.startsWith('tests/e2e/'));
if (unitInputs.length > 0) {
  // Jest's roots are the test folder only; the source folders join them here so that its
  // dependency graph knows the changed sources and can find the tests that import them.
  const roots = ['tests/unit', 'lib', 'components', 'app', 'i18n', 'scripts'].flatMap((dir) => [
    '--roots',
    `<rootDir>/${dir}`,
  ]);
  step('unit (related)', 'npx', [
    'jest',
    ...roots,
    `--maxWorkers=${os.availableParallelism()}`,
    '--passWithNoTests',
    '--findRelatedTests',
    ...unitInputs,
  ]);
}

const specs = skipE2e ? [] : e2eSpecs();
if (specs.length > 0) {
  const env = {
    APP_NOW: process.env.APP_NOW ?? readFileSync('tests/e2e/NOW', 'utf8').trim(),
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
    NEXT_BUILD_TYPECHECK: 'off',
  };
  if (step('build', 'npm', ['run', 'build'], { ...env, DATABASE_URL: 'file:./.e2e/build.db' })) {
    // Servers left by an earlier run would serve the old build: Playwright starts its own.
    step('e2e', 'npx', ['playwright', 'test', ...specs], { ...env, E2E_FRESH_SERVERS: '1' });
  }
} else if (!skipE2e) {
  console.log('\nno e2e spec names what changed (pass spec files to run some)');
}

console.log('\ntest:quick');
for (const { name, ok, ms } of steps) {
  console.log(
    `  ${ok ? 'ok    ' : 'FAILED'}  ${name.padEnd(16)} ${(ms / 1000).toFixed(1).padStart(6)} s`,
  );
}
const total = steps.reduce((sum, { ms }) => sum + ms, 0);
console.log(`  total ${(total / 1000).toFixed(1)} s`);
process.exit(steps.every(({ ok }) => ok) ? 0 : 1);
