import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * The site installs as an app: every page links its language's manifest, the manifest names
 * the app, its start page and its icons in that language, and Chrome finds nothing missing.
 */
const PAGES = [
  '',
  '/calendar/2082/jestha',
  '/foreign-currency-exchange',
  '/widgets',
  '/no-such-page',
];

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

for (const locale of ['en', 'ne'] as const) {
  test(`every page links the ${locale} manifest`, async ({ request }) => {
    for (const path of PAGES) {
      const html = await (await request.get(`/${locale}${path}`)).text();
      expect(html, path).toMatch(
        new RegExp(`<link rel="manifest" href="/${locale}/manifest\\.webmanifest"`),
      );
    }
  });

  test(`the ${locale} manifest names the app, its start page and its icons`, async ({
    request,
  }) => {
    const response = await request.get(`/${locale}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: `/${locale}`,
      name: locale === 'en' ? 'Nepali Patro Hub' : 'नेपाली पात्रो हब',
      short_name: locale === 'en' ? 'Patro Hub' : 'पात्रो हब',
      lang: locale,
      start_url: `/${locale}`,
      display: 'standalone',
      theme_color: '#b3261e',
      background_color: '#fdfcf9',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height: width });
    }
  });

  test(`Chrome reports no installability errors (${locale})`, async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // A profile on disk: Chrome installs nothing from an off-the-record context, which is what
    // the test's own contexts are ('in-incognito').
    const profile = mkdtempSync(path.join(tmpdir(), 'install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto(`/${locale}`);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getAppManifest', {})).url)
        .toMatch(new RegExp(`/${locale}/manifest\\.webmanifest$`));
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
