import { expect, test } from '@playwright/test';
import { DEVANAGARI_FACE_URL } from '../../lib/fonts/devanagari';

test.describe('locale routing', () => {
  test('redirects / to English by default with a 307', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/en');
  });

  test('redirects / to Nepali for a Nepali Accept-Language', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'ne-NP,ne;q=0.9' },
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/ne');
  });

  test('prefers the locale cookie over Accept-Language', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en', Cookie: 'NEXT_LOCALE=ne' },
    });
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/ne');
  });

  test('sends an unprefixed alias to the same page in the visitor locale', async ({ request }) => {
    const response = await request.get('/forex', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'ne' },
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/ne/forex');
  });
});

for (const locale of ['en', 'ne'] as const) {
  test(`renders the shared layout in ${locale}`, async ({ page }) => {
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const nav = page
      .getByRole('navigation', { name: locale === 'en' ? 'Main navigation' : 'मुख्य मेनु' })
      .first();
    await expect(nav.getByRole('link')).toHaveCount(9);
    await expect(page.getByRole('contentinfo')).toContainText(
      locale === 'en' ? 'Your Nepali Information Hub' : 'तपाईंको नेपाली सूचना केन्द्र',
    );
    await expect(page.getByRole('contentinfo')).toContainText(
      locale === 'en' ? 'Stay Updated' : 'अद्यावधिक रहनुहोस्',
    );
    await expect(page).toHaveTitle(locale === 'en' ? 'Nepali Patro Hub' : 'नेपाली पात्रो हब');
    const home = nav.getByRole('link').first();
    await expect(home).toHaveAttribute('aria-current', 'page');
  });
}

test('copyright shows the year in Devanagari digits on Nepali pages', async ({ page }) => {
  await page.goto('/ne');
  await expect(page.getByRole('contentinfo')).toContainText('© २०२५');
});

test('the language switcher keeps the visitor on the same page', async ({ page }) => {
  await page.goto('/en#features');
  await page.getByRole('link', { name: 'View this page in Nepali' }).click();
  await expect(page).toHaveURL(/\/ne$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
});

test.describe('the language link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('carries the query of a query view in the server HTML', async ({ page }) => {
    for (const [path, target] of [
      ['/en/nepali-date-converter?bs=2083-07-02', '/ne/nepali-date-converter?bs=2083-07-02'],
      ['/ne/foreign-currency-exchange?page=2', '/en/foreign-currency-exchange?page=2'],
      ['/en/kalimati-vegetable-price?q=tomato', '/ne/kalimati-vegetable-price?q=tomato'],
    ] as const) {
      await page.goto(path);
      const name = path.startsWith('/en') ? 'View this page in Nepali' : 'अङ्ग्रेजीमा';
      await expect(page.getByRole('banner').getByRole('link', { name }), path).toHaveAttribute(
        'href',
        target,
      );
    }
    await page.goto('/en/nepali-date-converter?bs=2083-07-02');
    await page.getByRole('banner').getByRole('link', { name: 'View this page in Nepali' }).click();
    await expect(page.getByTestId('bs-result')).toContainText('अक्टोबर');
  });

  test('leads a static page to the same page in the other language', async ({ page }) => {
    await page.goto('/en/calendar/2082/jestha');
    const link = page.getByRole('banner').getByRole('link', { name: 'View this page in Nepali' });
    await expect(link).toHaveAttribute('href', '/ne/calendar/2082/jestha');
  });
});

test("the language link keeps a static page's query once the page runs, as the same element", async ({
  page,
}) => {
  // Hold the scripts back to take the server's anchor before the page hydrates. Only the
  // scripts: a linked stylesheet in their folder would hold the document's parsing too.
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (route.request().resourceType() === 'script') await scripts;
    await route.continue();
  });
  await page.goto('/en/calendar/2082/jestha?ref=home', { waitUntil: 'domcontentloaded' });
  const link = page.getByRole('banner').getByRole('link', { name: 'View this page in Nepali' });
  await expect(link).toHaveAttribute('href', '/ne/calendar/2082/jestha');
  const served = await link.elementHandle();
  release();
  await expect(page.locator('header[data-hydrated]')).toHaveCount(1);
  await expect(link).toHaveAttribute('href', '/ne/calendar/2082/jestha?ref=home');
  // A new element would drop a tap pressed on the old one and released on it.
  expect(await served!.evaluate((anchor) => anchor.isConnected)).toBe(true);
  expect(await served!.getAttribute('href')).toBe('/ne/calendar/2082/jestha?ref=home');
});

test('links rendered as plain server anchors open the page without reloading the document', async ({
  page,
}) => {
  await page.goto('/en/privacy-policy');
  await expect(page.locator('header[data-hydrated]')).toHaveCount(1);
  // A full load would start a new document and lose this.
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/en\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
});

test('unknown paths render the not-found screen with a 404 in the visitor language', async ({
  page,
}) => {
  const en = await page.goto('/en/xyz');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  const ne = await page.goto('/ne/xyz/abc');
  expect(ne?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('४०४ पृष्ठ फेला परेन');
});

test('the header changes style after 10 px of scroll', async ({ page }) => {
  await page.goto('/en');
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-hydrated', '');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

// From 1024 px the whole navigation, and from 1280 px the search box and social links too, share
// one row with the brand; the brand was cut to "Nepali …" there.
for (const width of [1024, 1280, 1366]) {
  test(`the desktop header shows the whole brand and language label at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const pages: [path: string, brand: string, label: string][] = [
      ['/en/calendar', 'Nepali Patro Hub', 'नेपाली'],
      ['/ne/calendar', 'नेपाली पात्रो हब', 'English'],
    ];
    for (const [path, brand, label] of pages) {
      await page.goto(path);
      const header = page.locator('header');
      const brandLink = header.getByRole('link', { name: brand, exact: true });
      await expect(brandLink).toBeVisible();
      const cut = await brandLink.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `${path}: the brand is cut`).toBe(false);
      await expect(header.locator('[data-language-switch]')).toContainText(label);
      await expect(header.getByRole('navigation').getByRole('link')).toHaveCount(9);
    }
  });
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens in two columns and closes when a link is chosen', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('header[data-hydrated]')).toHaveCount(1);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('ul').first().getByRole('link')).toHaveCount(9);
    await expect(menu.locator('ul').first()).toHaveCSS('grid-template-columns', /^\S+ \S+$/);
    await menu.getByRole('link', { name: 'Calendar' }).click();
    await expect(menu).toBeHidden();
  });
});

test('security headers are on pages and the API', async ({ request }) => {
  const page = await request.get('/en');
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['access-control-allow-origin']).toBeUndefined();
});

test('a malformed percent-encoding is a 400, never a 500, on pages and the API', async ({
  request,
}) => {
  for (const path of ['/%ZZ', '/en/calendar/2082/%E0%A4', '/ne/nepali-date-converter/%']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(400);
  }
  const api = await request.get('/api/v1/calendar/2082/%ZZ');
  expect(api.status()).toBe(400);
  expect((await api.json()).error.code).toBe('bad_request');
});

test('Nepali text on English pages uses the self-hosted Devanagari face, not preloaded', async ({
  page,
}) => {
  await page.goto('/en');
  const label = page.getByRole('banner').locator('span[lang="ne"]').first();
  await expect(label).toHaveText('नेपाली');
  // The face must come first and be one of the page's own faces.
  const family = await label.evaluate((el) => getComputedStyle(el).fontFamily);
  const first = (family.split(',')[0] ?? '').trim().replace(/^"|"$/g, '');
  const ownFaces = await page.evaluate(() =>
    [...document.fonts].map((face) => face.family.replace(/^"|"$/g, '')),
  );
  expect(ownFaces).toContain(first);
  await expect
    .poll(() => page.evaluate((f) => document.fonts.check(`16px "${f}"`, 'नेपाली'), first))
    .toBe(true);
  // Fetched when layout finds the text, after the page's CSS and scripts.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
});

test('every Devanagari run on an English page is marked Nepali and drawn in the Devanagari face', async ({
  page,
}) => {
  // The face applies only under lang="ne" (a screen reader switches voice there too): an unmarked
  // run would be read in an English voice and, without a system Devanagari font, drawn as boxes.
  for (const path of [
    '',
    '/calendar/2083/mangsir',
    '/calendar/2083/mangsir/8',
    '/nepali-date-converter',
    '/api',
    '/kalimati-vegetable-price',
    '/gold-and-silver-in-nepal',
    '/foreign-currency-exchange',
    '/fuel-price-in-nepal',
    '/nepali-rashifal',
    '/nepali-rashifal/aries',
    '/faq',
    '/widgets',
  ]) {
    await page.goto(`/en${path}`);
    const unmarked = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        // Text that is never drawn: scripts, SVG tooltips, and the sr-only accessible labels.
        if (parent.closest('script, style, template, title, .sr-only')) continue;
        if (!/[\u0900-\u097F]/.test(node.textContent ?? '')) continue;
        const lang = parent.closest('[lang]')?.getAttribute('lang');
        const face = getComputedStyle(parent).fontFamily.split(',')[0]!.replace(/"/g, '').trim();
        if (lang !== 'ne' || face !== 'Noto Sans Devanagari Web') {
          found.push(
            `${parent.tagName} lang=${lang} ${face}: ${node.textContent!.trim().slice(0, 30)}`,
          );
        }
      }
      return found;
    });
    expect(unmarked, `/en${path}`).toEqual([]);
  }
});

test('Nepali pages preload the Devanagari face, which is cached for a year', async ({
  page,
  request,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/ne');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('href')).toBe(DEVANAGARI_FACE_URL);
  const used = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  });
  expect(used.join()).toContain('Noto Sans Devanagari Web');
  // The preload and the face are one request.
  expect(fonts).toEqual([DEVANAGARI_FACE_URL]);
  const file = await request.get(DEVANAGARI_FACE_URL);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test.describe('on Android, which ships the Noto Devanagari face', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });

  test('Nepali pages do not preload the face, and their text is still drawn in it', async ({
    page,
  }) => {
    await page.goto('/ne/calendar/2082/jestha');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('जेठ');
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    // local() finds the system face there; here, without one, the stylesheet fetches the file.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (f) => f.family.includes('Noto Sans Devanagari Web') && f.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
  });
});

for (const [path, width] of [
  ['/en', 390],
  ['/en', 1280],
  ['/en/calendar/2083/mangsir', 390],
  ['/en/calendar/2083/mangsir', 1280],
] as const) {
  test(`a Devanagari face that arrives late shifts ${path} at ${width} px by less than 0.02`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // A slow connection: the page paints with the fallback, then the face swaps in.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path);
    await expect
      .poll(
        () => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Web"', 'क')),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    await page.waitForTimeout(300);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) sum += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 100);
        }),
    );
    expect(shift).toBeLessThan(0.02);
  });
}
