import { execFileSync } from 'node:child_process';
import path from 'node:path';

const eslintBin = path.join(process.cwd(), 'node_modules', '.bin', 'eslint');

/** Lints `source` as if it lived at `file` (repo-relative) and returns the rule ids it breaks. */
function violations(file: string, source: string): string[] {
  let output: string;
  try {
    output = execFileSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', file], {
      input: source,
      encoding: 'utf8',
    });
  } catch (error) {
    // ESLint exits 1 when it reports errors; its JSON is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('dependency direction enforced by lint', () => {
  it('rejects a relative import from lib/bs into lib/time', () => {
    const source = "import { now } from '../time';\nexport const clock = now;\n";
    expect(violations('lib/bs/clock.ts', source)).toContain('import/no-restricted-paths');
  });

  it('rejects lib/panchang importing lib/festivals and lib/bs importing lib/panchang', () => {
    const fromPanchang =
      "import { festivalsOn } from '../festivals';\nexport const f = festivalsOn;\n";
    const fromBs = "import { panchang } from '../panchang';\nexport const p = panchang;\n";
    expect(violations('lib/panchang/uses-festivals.ts', fromPanchang)).toContain(
      'import/no-restricted-paths',
    );
    expect(violations('lib/bs/uses-panchang.ts', fromBs)).toContain('import/no-restricted-paths');
  });

  it('lets lib/festivals import lib/bs and lib/panchang', () => {
    const source =
      "import { panchang } from '../panchang';\nimport { toAd } from '../bs';\nexport const both = [panchang, toAd];\n";
    expect(violations('lib/festivals/both.ts', source)).not.toContain('import/no-restricted-paths');
  });

  it('rejects node built-ins in the pure cores and app/components imports anywhere in lib', () => {
    const nodeImport =
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    const upward =
      "import { MonthGrid } from '../../components/calendar/month-grid';\nexport const grid = MonthGrid;\n";
    expect(violations('lib/panchang/reads-files.ts', nodeImport)).toContain(
      'no-restricted-imports',
    );
    expect(violations('lib/db/renders.ts', upward)).toContain('import/no-restricted-paths');
  });

  it('lets the almanac core take the date helpers from lib/time, but not its clock', () => {
    const helpers =
      "import { addDays } from '@/lib/time/civil-date';\nimport { nepalIso } from '@/lib/time/nepal-time';\nexport const both = [addDays, nepalIso];\n";
    expect(violations('lib/panchang/helpers.ts', helpers)).toEqual([]);
    for (const clock of ["'@/lib/time'", "'@/lib/time/bs-today'", "'../time'"]) {
      const source = `import * as clock from ${clock};\nexport const c = clock;\n`;
      expect(violations('lib/panchang/clock.ts', source)).toContain('import/no-restricted-paths');
    }
  });

  it('keeps the date helpers free of imports from the rest of the app', () => {
    const source = "import { BS_MONTHS } from '@/lib/bs';\nexport const months = BS_MONTHS;\n";
    expect(violations('lib/time/civil-date.ts', source)).toContain('import/no-restricted-paths');
    expect(violations('lib/time/nepal-time.ts', source)).toContain('import/no-restricted-paths');
  });

  it('lets only lib/env read process.env in app code', () => {
    const read = "export const port = process.env.PORT ?? '3000';\n";
    expect(violations('lib/site.ts', read)).toContain('no-restricted-properties');
    expect(violations('components/layout/site-footer.tsx', read)).toContain(
      'no-restricted-properties',
    );
    expect(violations('lib/env/runtime.ts', read)).toEqual([]);
  });
});
