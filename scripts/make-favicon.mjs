#!/usr/bin/env node
// Builds public/favicon.ico from public/favicon.svg: Chromium (the one the e2e tests use) draws
// the SVG at 16, 32 and 48 px with the self-hosted Devanagari face, and the PNGs are packed into
// an ICO container (ICO entries may hold PNG data since Windows Vista; every browser reads them).
// Run after changing the SVG: node scripts/make-favicon.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = [16, 32, 48];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const font = readFileSync(
  path.join(
    root,
    'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
  ),
).toString('base64');
// The SVG names a generic family; inline it in a page that has the Devanagari face loaded.
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').replace(
  /font-family="[^"]*"/,
  'font-family="Noto Sans Devanagari"',
);

/** ICONDIR + one ICONDIRENTRY per image + the PNG bodies (all little-endian). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({
  executablePath: existsSync(chromePath) ? chromePath : undefined,
  args: ['--no-sandbox'],
});
try {
  const pngs = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>@font-face{font-family:"Noto Sans Devanagari";font-weight:700;src:url(data:font/woff2;base64,${font}) format("woff2")}
       html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.evaluate(() => document.fonts.ready);
    pngs.push({ size, data: await page.locator('svg').screenshot({ omitBackground: true }) });
    await page.close();
  }
  writeFileSync(path.join(root, 'public/favicon.ico'), ico(pngs));
  console.log(`public/favicon.ico: ${SIZES.join(', ')} px`);
} finally {
  await browser.close();
}
