import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEVANAGARI_FACE_URL } from '@/lib/fonts/devanagari';

const root = process.cwd();

describe('the self-hosted Devanagari face', () => {
  it('is named after the installed package version, as scripts/copy-fonts.mjs writes it', () => {
    const { version } = JSON.parse(
      readFileSync(
        path.join(root, 'node_modules/@fontsource/noto-sans-devanagari/package.json'),
        'utf8',
      ),
    );
    // After upgrading the package, change the version here, in lib/fonts/devanagari.ts and in
    // app/globals.css: browsers keep the old file for a year under the old name.
    expect(DEVANAGARI_FACE_URL).toBe(
      `/fonts/noto-sans-devanagari-devanagari-400-normal-${version}.woff2`,
    );
  });

  it('is the file the stylesheet declares, so the preload and the face are one request', () => {
    const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
    const sources = [...css.matchAll(/src:\s*url\('([^']+)'\)/g)].map((m) => m[1]);
    expect(sources).toEqual([DEVANAGARI_FACE_URL]);
  });
});
