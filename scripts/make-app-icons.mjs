#!/usr/bin/env node
// Builds the web app manifest's icons (public/icons/) from public/favicon.svg, drawn by Chromium
// with the self-hosted Devanagari face as scripts/make-favicon.mjs does: 192 and 512 px as the
// SVG is, and a 512 px maskable one, where the launcher may cut any shape out of the square, so
// the red fills it edge to edge and the letters sit inside the central 80 % safe zone.
// Run after changing the SVG: node scripts/make-app-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawSvgs, faviconSvg as svg, root } from './draw-favicon.mjs';

// The maskable variant: square corners, and the letters scaled to 80 % about the centre.
const maskable = svg
  .replace(/ rx="[^"]*"/, '')
  .replace(
    /<text([^>]*)>(.*?)<\/text>/,
    '<g transform="translate(3.2 3.2) scale(0.8)"><text$1>$2</text></g>',
  );

const ICONS = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

mkdirSync(path.join(root, 'public/icons'), { recursive: true });
const pngs = await drawSvgs(ICONS);
ICONS.forEach((icon, i) => {
  writeFileSync(path.join(root, 'public/icons', icon.file), pngs[i]);
  console.log(`public/icons/${icon.file}: ${icon.size} px, ${pngs[i].length} bytes`);
});
