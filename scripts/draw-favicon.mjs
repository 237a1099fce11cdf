// The site's icon as the icon scripts (make-favicon.mjs, make-app-icons.mjs) draw it: the SVG of
// public/favicon.svg, with its generic family replaced by the self-hosted Devanagari face, drawn
// by Chromium (the one the e2e tests use) into transparent PNGs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const font = readFileSync(
  path.join(
    root,
    'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
  ),
).toString('base64');

export const faviconSvg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').replace(
  /font-family="[^"]*"/,
  'font-family="Noto Sans Devanagari"',
);

/** Each `{ svg, size }` drawn square at `size` px, in order, as PNG bytes. */
export async function drawSvgs(drawings) {
  const browser = await chromium.launch({
    executablePath: existsSync(chromePath) ? chromePath : undefined,
    args: ['--no-sandbox'],
  });
  try {
    const pngs = [];
    for (const { svg, size } of drawings) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>@font-face{font-family:"Noto Sans Devanagari";font-weight:700;src:url(data:font/woff2;base64,${font}) format("woff2")}
       html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      await page.evaluate(() => document.fonts.ready);
      pngs.push(await page.locator('svg').screenshot({ omitBackground: true }));
      await page.close();
    }
    return pngs;
  } finally {
    await browser.close();
  }
}
