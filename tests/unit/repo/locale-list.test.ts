import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routing } from '@/i18n/routing';

/*
 * The locale list is declared once, in next-intl's routing (i18n/routing.ts); everything else
 * derives from `routing.locales`, so a third locale is a messages file and one line there.
 */

const root = process.cwd();
const DECLARATION = 'i18n/routing.ts';
/** Files that name two locale codes for another reason than the site's locales. */
const OTHER_MEANING: Record<string, string> = {
  // The language a Kalimati page was printed in (that site's two languages, not ours).
  'lib/sources/kalimati/parse-html.ts': 'source site language',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const pairs = routing.locales.flatMap((a) =>
  routing.locales.filter((b) => b !== a).map((b) => [escape(a), escape(b)] as const),
);
// Two codes as quoted list items or a union ('en', 'ne' / 'en' | 'ne'), or as a pattern (en|ne).
const LIST = new RegExp(
  pairs
    .flatMap(([a, b]) => [`['"\`]${a}['"\`]\\s*[|,]\\s*['"\`]${b}['"\`]`, `\\b${a}\\|${b}\\b`])
    .join('|'),
);

const spellsLocaleList = (source: string) => LIST.test(source);

const productFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !/^(tests|public)\//.test(file));

describe('the locale list', () => {
  it('recognises the ways a list of locales has been spelled', () => {
    const [a, b] = routing.locales;
    expect(spellsLocaleList(`const LOCALE = '(?:${a}|${b})';`)).toBe(true);
    expect(spellsLocaleList(`function f(locale: '${a}' | '${b}') {}`)).toBe(true);
    expect(spellsLocaleList(`const LOCALES = ["${b}", "${a}"];`)).toBe(true);
    expect(spellsLocaleList(`z.enum(['${a}', '${b}'])`)).toBe(true);
    expect(spellsLocaleList(`/^\\/(${a}|${b})\\/calendar/`)).toBe(true);
    expect(spellsLocaleList(`locale === '${b}' ? nameNe : name`)).toBe(false);
  });

  it('is declared only in next-intl routing', () => {
    expect(spellsLocaleList(readFileSync(path.join(root, DECLARATION), 'utf8'))).toBe(true);
    const offenders = productFiles.filter(
      (file) =>
        file !== DECLARATION &&
        !(file in OTHER_MEANING) &&
        spellsLocaleList(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
