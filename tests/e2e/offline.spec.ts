import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SEEDED_DIST_DIR } from './support/servers';

/*
 * Offline with the service worker (lib/sw/worker.ts): pages a visitor opened open again without
 * a connection, market pages and API answers come back labelled as saved, a page never opened
 * gets the offline page, and a new deployment's worker is offered, then takes over on reload.
 * The other specs block service workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });
// The update test rewrites the seeded server's worker script: one test at a time.
test.describe.configure({ mode: 'serial' });

const TEXTS = {
  en: {
    offline: 'You are offline',
    saved: /^You are offline: this is the copy saved on \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}\.$/,
    update: 'A new version is available',
    reload: 'Reload',
  },
  ne: {
    offline: 'तपाईं अफलाइन हुनुहुन्छ',
    saved:
      /^तपाईं अफलाइन हुनुहुन्छ: यो [०-९]{1,2} \S+ [०-९]{4}, [०-९]{2}:[०-९]{2} मा सुरक्षित गरिएको प्रति हो।$/,
    update: 'नयाँ संस्करण उपलब्ध छ',
    reload: 'पुनः लोड गर्नुहोस्',
  },
} as const;

/** Waits until the worker controls the page (it claims the tab it was installed from). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The build id of the worker that controls the page. */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data.buildId);
        navigator.serviceWorker.controller!.postMessage({ type: 'VERSION' }, [channel.port2]);
      }),
  );
}

/** Every URL in the site's caches, precache included. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Whether the site's stylesheet applies: the body's background is the palette's, not none. */
const styled = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)');

const VIEWPORTS = [
  { locale: 'en', width: 390, height: 844 },
  { locale: 'ne', width: 1366, height: 900 },
  { locale: 'ne', width: 390, height: 844 },
  { locale: 'en', width: 1366, height: 900 },
] as const;

for (const { locale, width, height } of VIEWPORTS) {
  test(`opened pages open offline, market pages are labelled saved, others get the offline page (${locale}, ${width} px)`, async ({
    page,
    context,
  }) => {
    test.slow();
    const texts = TEXTS[locale];
    await page.setViewportSize({ width, height });
    // The first page loads before the worker exists; the worker saves it while it installs.
    await page.goto(`/${locale}/calendar/2082/kartik`);
    await workerInControl(page);
    const opened: Record<string, string> = {};
    for (const path of [
      '/calendar/2082/kartik',
      '/calendar/2082/jestha/2',
      '/nepali-date-converter',
      '/preeti-to-unicode',
      '/nepali-rashifal',
      '/nepali-rashifal/aries/weekly',
      '/saait/2082',
      '/kalimati-vegetable-price',
    ]) {
      await page.goto(`/${locale}${path}`);
      opened[path] = (await heading(page).textContent()) ?? '';
    }

    await context.setOffline(true);
    // Reload a saved day page, then open what was opened (and the months saved ahead).
    const reloaded = await page.goto(`/${locale}/calendar/2082/jestha/2`);
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(heading(page)).toHaveText(opened['/calendar/2082/jestha/2']!);
    // The saved copy carries its stylesheet inline.
    expect(await styled(page)).toBe(true);
    await page.reload();
    await expect(heading(page)).toHaveText(opened['/calendar/2082/jestha/2']!);
    for (const path of [
      '/calendar/2082/kartik',
      '/nepali-date-converter',
      '/nepali-rashifal',
      '/nepali-rashifal/aries/weekly',
      '/saait/2082',
    ]) {
      await page.goto(`/${locale}${path}`);
      await expect(heading(page), path).toHaveText(opened[path]!);
      await expect(page.getByTestId('saved-copy'), path).toHaveCount(0);
    }
    // A typing page opens and converts offline: the converter runs in the page.
    await page.goto(`/${locale}/preeti-to-unicode`);
    await expect(heading(page)).toHaveText(opened['/preeti-to-unicode']!);
    await expect(page.locator('main [data-hydrated]')).toHaveCount(1);
    await page.locator('main textarea').first().fill('g]kfn');
    await expect(page.locator('main textarea[readonly]')).toHaveValue('नेपाल');

    // The current month and the next were saved ahead, though never opened; the month page's
    // own link (a client-side navigation, which falls back to loading the page) opens the next.
    await page.goto(`/${locale}/calendar/2082/jestha`);
    await expect(heading(page)).toContainText(locale === 'en' ? 'Jestha' : 'जेठ');
    await page.locator('a[rel="next"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/calendar/2082/ashadh$`));
    await expect(heading(page)).toContainText(locale === 'en' ? 'Ashadh' : 'असार');

    // A market page: the last copy, with the date it was saved.
    await page.goto(`/${locale}/kalimati-vegetable-price`);
    await expect(heading(page)).toHaveText(opened['/kalimati-vegetable-price']!);
    await expect(page.getByTestId('saved-copy')).toHaveText(texts.saved);

    // A page never opened: the offline page, listing what is saved, whose links open.
    await page.goto(`/${locale}/faq`);
    await expect(heading(page)).toHaveText(texts.offline);
    expect(await styled(page)).toBe(true);
    const saved = page.getByTestId('saved-pages');
    for (const path of ['/calendar/2082/kartik', '/calendar/2082/ashadh', '/nepali-rashifal']) {
      await expect(saved.locator(`a[href="/${locale}${path}"]`), path).toHaveCount(1);
    }
    await expect(saved.locator(`a[href^="/${locale === 'en' ? 'ne' : 'en'}/"]`)).toHaveCount(0);
    await saved.locator(`a[href="/${locale}/nepali-rashifal"]`).click();
    await expect(heading(page)).toHaveText(opened['/nepali-rashifal']!);
  });
}

test('API answers are network-first, labelled when saved; nothing internal or searched is kept', async ({
  page,
  context,
}) => {
  await page.goto('/en/foreign-currency-exchange');
  await workerInControl(page);
  const read = (url: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, savedAt: response.headers.get('x-saved-at') };
    }, url);
  expect(await read('/api/v1/forex')).toEqual({ status: 200, savedAt: null });
  await read('/api/v1/search?q=dashain');
  // The worker saves the answer after handing it to the page: go offline once it has.
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.includes('/api/v1/forex')))
    .toBe(true);
  await context.setOffline(true);
  const saved = await read('/api/v1/forex');
  expect(saved.status).toBe(200);
  expect(new Date(saved.savedAt!).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);

  const urls = await cachedUrls(page);
  expect(urls.some((url) => url.includes('/api/v1/forex'))).toBe(true);
  expect(urls.filter((url) => /\/api\/(?!v1\/forex)|\/search/.test(url))).toEqual([]);
});

test('the build is precached: scripts, the Devanagari face and both offline pages', async ({
  page,
}) => {
  await page.goto('/en');
  await workerInControl(page);
  const urls = (await cachedUrls(page)).map((url) => new URL(url).pathname);
  expect(urls).toEqual(expect.arrayContaining(['/en/offline', '/ne/offline', '/favicon.ico']));
  expect(urls.some((url) => /^\/_next\/static\/chunks\/.+\.js$/.test(url))).toBe(true);
  // Pages carry their stylesheet inline, so its file would be a download nothing reads.
  expect(urls.filter((url) => url.endsWith('.css'))).toEqual([]);
  expect(urls.some((url) => /^\/fonts\/.+\.woff2$/.test(url))).toBe(true);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toBe('text/javascript; charset=utf-8');
});

for (const locale of ['en', 'ne'] as const) {
  test(`a new deployment's worker is offered and a reload brings it (${locale})`, async ({
    page,
  }) => {
    const texts = TEXTS[locale];
    const script = path.join(SEEDED_DIST_DIR, 'sw.js');
    const original = readFileSync(script, 'utf8');
    const buildId = readFileSync(path.join(SEEDED_DIST_DIR, 'BUILD_ID'), 'utf8').trim();
    await page.goto(`/${locale}/calendar/2082/jestha`);
    await workerInControl(page);
    expect(await workerBuild(page)).toBe(buildId);
    try {
      // What the next deployment's /sw.js would be: another build's worker.
      writeFileSync(script, original.replaceAll(buildId, `${buildId}-next`));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      const toast = page.getByRole('status').filter({ hasText: texts.update });
      await expect(toast).toBeVisible();
      // The old worker keeps the tab until the visitor reloads.
      expect(await workerBuild(page)).toBe(buildId);
      await Promise.all([
        page.waitForEvent('framenavigated'),
        toast.getByRole('button', { name: texts.reload }).click(),
      ]);
      await workerInControl(page);
      expect(await workerBuild(page)).toBe(`${buildId}-next`);
      await expect(heading(page)).toContainText(locale === 'en' ? 'Jestha' : 'जेठ');
    } finally {
      writeFileSync(script, original);
    }
  });
}
