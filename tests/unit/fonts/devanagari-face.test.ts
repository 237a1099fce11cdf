import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVANAGARI_FACE_URL } from '@/lib/fonts/devanagari';

const root = process.cwd();

describe('the self-hosted Devanagari face', () => {
  let out: string;
  let report: string;
  beforeAll(() => {
    out = mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    report = execFileSync('node', [path.join(root, 'scripts/subset-fonts.mjs')], {
      env: { ...process.env, FONTS_OUT_DIR: out },
      encoding: 'utf8',
    });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is written under the name the pages load, which carries the package version', () => {
    const { version } = JSON.parse(
      readFileSync(
        path.join(root, 'node_modules/@fontsource/noto-sans-devanagari/package.json'),
        'utf8',
      ),
    );
    // After upgrading the package, change the version here, in lib/fonts/devanagari.ts and in
    // app/globals.css: browsers keep the old file for a year under the old name.
    expect(DEVANAGARI_FACE_URL).toBe(
      `/fonts/noto-sans-devanagari-nepali-400-normal-${version}.woff2`,
    );
    expect(readdirSync(out)).toEqual([path.basename(DEVANAGARI_FACE_URL)]);
  });

  it('is smaller than the whole face and draws every Nepali message as the whole face does', () => {
    const [, subset, whole] = /(\d+\.\d) KB \(whole face (\d+\.\d) KB\)/.exec(report) ?? [];
    expect(Number(subset)).toBeLessThan(Number(whole) * 0.85);
    expect(report).toMatch(/\d{3,} runs of messages\/ne\.json drawn alike/);
  });

  it('is the file the stylesheet declares, for the characters the file holds', () => {
    const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
    const sources = [...css.matchAll(/\burl\('(\/fonts\/[^']+)'\)/g)].map((m) => m[1]);
    expect(sources).toEqual([DEVANAGARI_FACE_URL]);
    // The installed Noto face (Android's) before the download, and only that design: another
    // system face would draw with other metrics and shift the text when the file arrives.
    const locals = [...css.matchAll(/local\('([^']+)'\)/g)].map((m) => m[1]);
    expect(locals).toEqual(['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular']);
    const declared = /unicode-range:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(declared).toBe(/unicode-range: (.+)$/m.exec(report)?.[1]);
  });
});
