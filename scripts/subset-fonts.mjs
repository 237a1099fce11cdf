#!/usr/bin/env node
// Part of `npm run build` and `npm run dev` (prebuild, predev): writes the self-hosted Devanagari
// face into public/fonts, cut down to the characters Nepali uses, under a name that carries the
// npm package's version, so the file can be cached for a year and a new version is a new URL.
// lib/fonts/devanagari.ts and app/globals.css name the same file.
//
// Why a subset: the package's Devanagari file also carries the Vedic accents, the North Indic
// number forms and Devanagari Extended (U+1CD0-1CF9, U+A830-A839, U+A8E0-A8FF), which no Nepali
// page uses: 50.4 KB against 40.4 KB, on the path to every Nepali page's first paint.
//
// Before writing, every run of Devanagari in messages/ne.json is shaped with the subset and with
// the whole face (HarfBuzz, as the browser shapes, with and without tabular digits): the same
// glyph outlines at the same positions, or the build fails.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const pkg = path.join(root, 'node_modules/@fontsource/noto-sans-devanagari');
const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
const outDir = process.env.FONTS_OUT_DIR || path.join(root, 'public/fonts');

// The @font-face of app/globals.css declares the same unicode-range (the script prints it; a unit
// test compares the two).
const RANGES = [
  [0x0900, 0x097f], // Devanagari
  [0x200c, 0x200d], // zero-width non-joiner and joiner, which pick a conjunct's form
  [0x20a8, 0x20a8], // ₨
  [0x20b9, 0x20b9], // ₹
  [0x25cc, 0x25cc], // the dotted circle a lone vowel sign is drawn on
];

const characters = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const hex = (n) => `\\u{${n.toString(16)}}`;
// The runs the face draws: a browser gives the rest (spaces, Latin, digits of other scripts) to
// the next font of the stack, and shapes each run of one font on its own.
const faceRuns = new RegExp(`[${RANGES.map(([a, b]) => `${hex(a)}-${hex(b)}`).join('')}]+`, 'gu');

/** Every run of the face's characters in the strings of a messages tree. */
function devanagariRuns(tree) {
  if (typeof tree === 'string') return tree.match(faceRuns) ?? [];
  return Object.values(tree).flatMap(devanagariRuns);
}

/**
 * What a browser draws for `text`: each visible glyph's outline and position. An empty glyph of no
 * width (a joiner's, which the subset may leave out) draws nothing either way.
 */
function drawn(font, text, features) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer, features);
  return buffer.getGlyphInfosAndPositions().flatMap((g) => {
    const outline = font.glyphToPath(g.codepoint);
    if (!outline && !g.xAdvance) return [];
    return [`${g.cluster}:${g.xAdvance},${g.xOffset},${g.yOffset}:${outline}`];
  });
}

const loadFont = (sfnt) => new hb.Font(new hb.Face(new hb.Blob(sfnt)));

const source = readFileSync(
  path.join(pkg, 'files/noto-sans-devanagari-devanagari-400-normal.woff2'),
);
const runs = [
  ...new Set(devanagariRuns(JSON.parse(readFileSync(path.join(root, 'messages/ne.json'), 'utf8')))),
];
const whole = loadFont(
  await subsetFont(source, null, { targetFormat: 'sfnt', keepAllGlyphs: true }),
);
const cut = loadFont(await subsetFont(source, characters, { targetFormat: 'sfnt' }));
for (const features of [[], [new hb.Feature('tnum')]]) {
  for (const text of runs) {
    if (drawn(whole, text, features).join('|') !== drawn(cut, text, features).join('|')) {
      console.error(`subset-fonts: the subset draws "${text}" differently from the whole face`);
      process.exit(1);
    }
  }
}

const woff2 = await subsetFont(source, characters, { targetFormat: 'woff2' });
mkdirSync(outDir, { recursive: true });
const name = `noto-sans-devanagari-nepali-400-normal-${version}.woff2`;
writeFileSync(path.join(outDir, name), woff2);
const hex4 = (n) => n.toString(16).toUpperCase().padStart(4, '0');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const unicodeRange = RANGES.map(([a, b]) =>
  a === b ? `U+${hex4(a)}` : `U+${hex4(a)}-${hex4(b)}`,
).join(', ');
console.log(
  `subset-fonts: ${name} ${kb(woff2.length)} (whole face ${kb(source.length)}), ${runs.length} runs of messages/ne.json drawn alike; unicode-range: ${unicodeRange}`,
);
