#!/usr/bin/env node
// Part of `npm run build` and `npm run dev` (prebuild, predev): copies the self-hosted Devanagari
// face from its npm package into public/fonts under a name that carries the package's version, so
// the file can be cached for a year and a new version is a new URL. lib/fonts/devanagari.ts
// names the same file; tests/unit/shell/devanagari-face.test.ts keeps the two in step.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = path.join(root, 'node_modules/@fontsource/noto-sans-devanagari');
const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
const name = 'noto-sans-devanagari-devanagari-400-normal';
mkdirSync(path.join(root, 'public/fonts'), { recursive: true });
copyFileSync(
  path.join(pkg, `files/${name}.woff2`),
  path.join(root, `public/fonts/${name}-${version}.woff2`),
);
