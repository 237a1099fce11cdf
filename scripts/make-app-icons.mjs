#!/usr/bin/env node
// Builds the web app manifest's icons (public/icons/) from public/favicon.svg, drawn by Chromium
// with the self-hosted Devanagari face as scripts/make-favicon.mjs does: 192 and 512 px as the
// SVG is, and a 512 px maskable one, where the launcher may cut any shape out of the square, so
// the red fills it edge to edge and the letters sit inside the central 80 % safe zone.
// Run after changing the SVG: node scripts/make-app-icons.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const font = readFileSync(
  path.join(
    root,
    'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
  ),
).toString('base64');
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').replace(
  /font-family="[^"]*"/,
  'font-family="Noto Sans Devanagari"',
);
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

const browser = await chromium.launch({
  executablePath: existsSync(chromePath) ? chromePath : undefined,
  args: ['--no-sandbox'],
});
try {
  mkdirSync(path.join(root, 'public/icons'), { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>@font-face{font-family:"Noto Sans Devanagari";font-weight:700;src:url(data:font/woff2;base64,${font}) format("woff2")}
       html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`,
    );
    await page.evaluate(() => document.fonts.ready);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(path.join(root, 'public/icons', icon.file), png);
    console.log(`public/icons/${icon.file}: ${icon.size} px, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
