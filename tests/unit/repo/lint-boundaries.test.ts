import { execFileSync } from 'node:child_process';

/** A source to lint as if it lived at `file` (repo-relative). */
type Case = { file: string; source: string };

// One ESLint process lints every case: starting ESLint and loading its config costs seconds, and
// a process per case made this the slowest unit suite. The script runs outside Jest's module
// sandbox because ESLint loads `eslint.config.mjs` with a dynamic import.
const LINT_ALL = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint();
const out = [];
for (const { file, source } of JSON.parse(input)) {
  const [result] = await eslint.lintText(source, { filePath: file });
  out.push((result?.messages ?? []).map((m) => m.ruleId ?? 'parse-error'));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(cases: Case[]): string[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_ALL], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const cases: Case[] = [];
/** Registers a case now; its rule ids are read once every case has been linted. */
function violations(file: string, source: string): () => string[] {
  const index = cases.push({ file, source }) - 1;
  return () => {
    const ruleIds = results[index];
    if (!ruleIds) throw new Error(`${file} was not linted`);
    return ruleIds;
  };
}
let results: string[][] = [];

const fromBsIntoTime = violations(
  'lib/bs/clock.ts',
  "import { now } from '../time';\nexport const clock = now;\n",
);
const panchangUsesFestivals = violations(
  'lib/panchang/uses-festivals.ts',
  "import { festivalsOn } from '../festivals';\nexport const f = festivalsOn;\n",
);
const bsUsesPanchang = violations(
  'lib/bs/uses-panchang.ts',
  "import { panchang } from '../panchang';\nexport const p = panchang;\n",
);
const festivalsUseBoth = violations(
  'lib/festivals/both.ts',
  "import { panchang } from '../panchang';\nimport { toAd } from '../bs';\nexport const both = [panchang, toAd];\n",
);
const panchangReadsFiles = violations(
  'lib/panchang/reads-files.ts',
  "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
);
const dbRenders = violations(
  'lib/db/renders.ts',
  "import { MonthGrid } from '../../components/calendar/month-grid';\nexport const grid = MonthGrid;\n",
);
const panchangTakesHelpers = violations(
  'lib/panchang/helpers.ts',
  "import { addDays } from '@/lib/time/civil-date';\nimport { nepalIso } from '@/lib/time/nepal-time';\nexport const both = [addDays, nepalIso];\n",
);
const panchangTakesClock = ["'@/lib/time'", "'@/lib/time/bs-today'", "'../time'"].map((clock) =>
  violations(
    'lib/panchang/clock.ts',
    `import * as clock from ${clock};\nexport const c = clock;\n`,
  ),
);
const appImport = "import { BS_MONTHS } from '@/lib/bs';\nexport const months = BS_MONTHS;\n";
const civilDateImports = violations('lib/time/civil-date.ts', appImport);
const nepalTimeImports = violations('lib/time/nepal-time.ts', appImport);
const envRead = "export const port = process.env.PORT ?? '3000';\n";
const siteReadsEnv = violations('lib/site.ts', envRead);
const footerReadsEnv = violations('components/layout/site-footer.tsx', envRead);
const runtimeReadsEnv = violations('lib/env/runtime.ts', envRead);

beforeAll(() => {
  results = lintAll(cases);
});

describe('dependency direction enforced by lint', () => {
  it('rejects a relative import from lib/bs into lib/time', () => {
    expect(fromBsIntoTime()).toContain('import/no-restricted-paths');
  });

  it('rejects lib/panchang importing lib/festivals and lib/bs importing lib/panchang', () => {
    expect(panchangUsesFestivals()).toContain('import/no-restricted-paths');
    expect(bsUsesPanchang()).toContain('import/no-restricted-paths');
  });

  it('lets lib/festivals import lib/bs and lib/panchang', () => {
    expect(festivalsUseBoth()).not.toContain('import/no-restricted-paths');
  });

  it('rejects node built-ins in the pure cores and app/components imports anywhere in lib', () => {
    expect(panchangReadsFiles()).toContain('no-restricted-imports');
    expect(dbRenders()).toContain('import/no-restricted-paths');
  });

  it('lets the almanac core take the date helpers from lib/time, but not its clock', () => {
    expect(panchangTakesHelpers()).toEqual([]);
    for (const clock of panchangTakesClock) expect(clock()).toContain('import/no-restricted-paths');
  });

  it('keeps the date helpers free of imports from the rest of the app', () => {
    expect(civilDateImports()).toContain('import/no-restricted-paths');
    expect(nepalTimeImports()).toContain('import/no-restricted-paths');
  });

  it('lets only lib/env read process.env in app code', () => {
    expect(siteReadsEnv()).toContain('no-restricted-properties');
    expect(footerReadsEnv()).toContain('no-restricted-properties');
    expect(runtimeReadsEnv()).toEqual([]);
  });
});
