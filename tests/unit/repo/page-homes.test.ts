import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A page's body lives in components/<feature>/<name>-screen.tsx beside its metadata builder, so
// a newcomer finds every page the same way; the route file keeps only what Next reads there
// (caching, static params) and hands over. Redirect-only routes render nothing and are exempt.
const LOCALE_DIR = path.join(process.cwd(), 'app', '[locale]');
const pageFiles = (readdirSync(LOCALE_DIR, { recursive: true }) as string[])
  .filter((file) => path.basename(file) === 'page.tsx')
  .sort();
const source = (file: string) => readFileSync(path.join(LOCALE_DIR, file), 'utf8');
const redirects = pageFiles.filter((file) => /\bredirect\(/.test(source(file)));

describe('where a page body lives', () => {
  it('finds the pages', () => {
    expect(pageFiles.length).toBeGreaterThan(20);
  });

  it.each(pageFiles.filter((file) => !redirects.includes(file)))(
    '%s renders a screen from components/ and stays short',
    (file) => {
      const text = source(file);
      expect(text).toMatch(/from '@\/components\/[\w-]+\/[\w-]+-screen'/);
      expect(text.split('\n').length).toBeLessThanOrEqual(30);
      expect(text).not.toMatch(/<(div|main|section|h1)\b/);
    },
  );
});
