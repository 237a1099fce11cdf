import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { DEVANAGARI_FACE_URL } from '../../lib/fonts/devanagari';
import { EMPTY_STORE_ORIGIN, SEEDED_ORIGIN } from './support/servers';

/*
 * The embeddable widgets (`/{locale}/widgets/{name}`): small pages without script that any site
 * may frame, the one-line embed (widget.js) and the plain iframe, both tried from a page on
 * another loopback origin, and the widgets page that shows them.
 */
const NAMES = ['today', 'month', 'forex', 'gold', 'vegetables', 'fuel'] as const;
const HEIGHTS = { today: 250, month: 360, forex: 340, gold: 230, vegetables: 340, fuel: 300 };
const HEADINGS = {
  en: {
    today: 'Today in Nepal',
    month: 'Jestha 2082',
    forex: 'Exchange rates (NRB)',
    gold: 'Gold and silver prices',
    vegetables: 'Kalimati vegetable prices',
    fuel: 'Fuel prices (NOC)',
  },
  ne: {
    today: 'आज नेपालमा',
    month: 'जेठ २०८२',
    forex: 'विनिमय दर (ने.रा. बैंक)',
    gold: 'सुन र चाँदीको मूल्य',
    vegetables: 'कालीमाटी तरकारी मूल्य',
    fuel: 'इन्धनको मूल्य (आयल निगम)',
  },
};

// The frames' titles name the widget; the month's heading is the month itself.
const TITLES = {
  en: { ...HEADINGS.en, month: 'This month' },
  ne: { ...HEADINGS.ne, month: 'यो महिना' },
};

// Another origin (localhost rather than 127.0.0.1, and its own port) serving the embedding page.
let host: Server;
let hostOrigin: string;
let hostPage = '';

test.beforeAll(async () => {
  host = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostPage);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function embed(page: Page, body: string): Promise<void> {
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body style="margin:0">${body}</body></html>`;
  await page.goto(`${hostOrigin}/`);
}

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const handle = await page.locator(selector).elementHandle();
  const frame = await handle!.contentFrame();
  expect(frame).not.toBeNull();
  return frame!;
}

/** The frame's content overflows neither its width nor its height. */
async function expectFits(frame: Frame, height: number): Promise<void> {
  await frame.evaluate(() => document.fonts.ready);
  const size = await frame.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(size.width).toBeLessThanOrEqual(size.client);
  expect(size.height).toBeLessThanOrEqual(height);
}

for (const locale of ['en', 'ne'] as const) {
  test(`every widget (${locale}) renders in another site's page, with the script and without`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const blocks = NAMES.map(
      (name) => `<div style="width:300px">
  <script src="${SEEDED_ORIGIN}/widget.js" data-widget="${name}" data-locale="${locale}" async></script>
</div>
<div style="width:300px">
  <iframe id="plain-${name}" src="${SEEDED_ORIGIN}/${locale}/widgets/${name}" title="${name}" width="100%" height="${HEIGHTS[name]}" sandbox="allow-popups allow-popups-to-escape-sandbox" style="border:0"></iframe>
</div>`,
    );
    // A sandboxed frame has an opaque origin: the Devanagari face must still load (CORS).
    const failedFonts: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/fonts/')) failedFonts.push(request.url());
    });
    await embed(page, blocks.join('\n'));
    const inserted = page.locator('iframe:not([id])');
    await expect(inserted).toHaveCount(NAMES.length);
    for (const [index, name] of NAMES.entries()) {
      const frame = inserted.nth(index);
      await expect(frame).toHaveAttribute('src', `${SEEDED_ORIGIN}/${locale}/widgets/${name}`);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
      await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
      await expect(frame).toHaveAttribute(
        'title',
        new RegExp(TITLES[locale][name].replace(/[()]/g, '\\$&')),
      );
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toHaveCSS('height', `${HEIGHTS[name]}px`);
      for (const selector of [`iframe:not([id]) >> nth=${index}`, `#plain-${name}`]) {
        const content = await frameOf(page, selector);
        await expect(content.locator('h1')).toHaveText(HEADINGS[locale][name]);
        await expect(content.locator('html')).toHaveAttribute('lang', locale);
        await expect(content.locator('footer a').first()).toHaveAttribute('target', '_blank');
        await expectFits(content, HEIGHTS[name]);
      }
    }
    expect(failedFonts).toEqual([]);
    // The embed stored nothing on the host page.
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });
}

test('the Devanagari face may be loaded by any origin, as sandboxed widgets need', async ({
  request,
}) => {
  const font = await request.get(`${SEEDED_ORIGIN}${DEVANAGARI_FACE_URL}`, {
    headers: { Origin: 'null' },
  });
  expect(font.status()).toBe(200);
  expect(font.headers()['access-control-allow-origin']).toBe('*');
});

test('a normal page refuses to be framed by another site', async ({ page }) => {
  await embed(
    page,
    `<iframe id="page" src="${SEEDED_ORIGIN}/en" title="page"></iframe>
<iframe id="index" src="${SEEDED_ORIGIN}/en/widgets" title="index"></iframe>
<iframe id="widget" src="${SEEDED_ORIGIN}/en/widgets/today" title="widget"></iframe>`,
  );
  const widget = await frameOf(page, '#widget');
  await expect(widget.locator('h1')).toHaveText('Today in Nepal');
  for (const id of ['#page', '#index']) {
    // Chrome replaces a refused document with its error page: none of the site's HTML is there.
    await expect.poll(async () => (await frameOf(page, id)).url()).toMatch(/^chrome-error:/);
  }
});

test.describe('the widget documents', () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y'],
    rules: { 'heading-level': 'error' },
  });

  for (const origin of [SEEDED_ORIGIN, EMPTY_STORE_ORIGIN]) {
    for (const locale of ['en', 'ne'] as const) {
      test(`are small, scriptless, cached, cookie-free and valid (${locale}, ${origin === SEEDED_ORIGIN ? 'seeded' : 'empty'} store)`, async ({
        request,
      }) => {
        for (const name of NAMES) {
          const response = await request.get(`${origin}/${locale}/widgets/${name}`);
          expect(response.status()).toBe(200);
          const headers = response.headers();
          expect(headers['content-type']).toBe('text/html; charset=utf-8');
          expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
          expect(headers['set-cookie']).toBeUndefined();
          expect(headers['content-security-policy']).toContain('frame-ancestors *');
          expect(headers['x-frame-options']).toBeUndefined();
          const body = await response.body();
          expect(gzipSync(body).length).toBeLessThan(15 * 1024);
          const html = body.toString('utf8');
          expect(html).not.toMatch(/<script/i);
          expect(html).toMatch(/<meta name="robots" content="noindex" \/>/);
          const report = await validator.validateString(html, name);
          expect(
            report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
          ).toEqual([]);
        }
      });
    }
  }

  test("an empty store shows the market pages' empty state", async ({ request }) => {
    for (const [name, text] of [
      ['forex', 'No exchange rates available for today.'],
      ['gold', 'No metal prices available for today.'],
      ['vegetables', 'No vegetable prices available yet.'],
      ['fuel', 'No fuel prices available yet.'],
    ] as const) {
      const html = await (await request.get(`${EMPTY_STORE_ORIGIN}/en/widgets/${name}`)).text();
      expect(html).toContain(text);
    }
  });

  test('unknown widgets and themes are 404s; the themes are their own cached pages', async ({
    request,
  }) => {
    for (const path of [
      '/en/widgets/weather',
      '/en/widgets/forex/blue',
      '/en/widgets/forex/dark/x',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const dark = await request.get('/ne/widgets/month/dark');
    expect(dark.status()).toBe(200);
    expect(await dark.text()).toContain('data-theme="dark"');
  });
});

test.describe('light and dark', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`follow the reader's ${scheme} setting, and a theme in the path forces one`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const background = () =>
        page.evaluate(() => {
          const [r, g, b] = getComputedStyle(document.body)
            .backgroundColor.match(/[\d.]+/g)!
            .map(Number);
          // oklch() computes to oklch: its first number is the lightness (0–1).
          return getComputedStyle(document.body).backgroundColor.startsWith('oklch')
            ? r!
            : (r! + g! + b!) / 765;
        });
      await page.goto('/en/widgets/forex');
      expect(await background()).toBeCloseTo(scheme === 'dark' ? 0.22 : 1, 1);
      const other = scheme === 'dark' ? 'light' : 'dark';
      await page.goto(`/en/widgets/forex/${other}`);
      expect(await background()).toBeCloseTo(other === 'dark' ? 0.22 : 1, 1);
    });
  }

  test('have no serious or critical axe violations, in either theme', async ({ page }) => {
    test.slow();
    for (const theme of ['light', 'dark'])
      for (const locale of ['en', 'ne'])
        for (const name of NAMES) {
          await page.goto(`/${locale}/widgets/${name}/${theme}`);
          const results = await new AxeBuilder({ page }).analyze();
          const blocking = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${theme} ${locale} ${name} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          expect(blocking).toEqual([]);
        }
  });

  test('render without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SEEDED_ORIGIN}/ne/widgets/today`);
    await expect(page.locator('h1')).toHaveText('आज नेपालमा');
    await expect(page.getByText('शुक्रबार, २ जेठ २०८२')).toBeVisible();
    await context.close();
  });
});

test.describe('the widgets page', () => {
  for (const [locale, width] of [
    ['en', 390],
    ['ne', 1366],
  ] as const) {
    test(`shows each widget live with its code (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}/widgets`);
      for (const name of NAMES) {
        const section = page.locator(`[data-widget-showcase="${name}"]`);
        await section.scrollIntoViewIfNeeded();
        const content = await frameOf(page, `[data-widget-showcase="${name}"] iframe`);
        await expect(content.locator('h1')).toHaveText(HEADINGS[locale][name]);
        await expect(section.locator('code').first()).toContainText(
          `/widget.js" data-widget="${name}" data-locale="${locale}" async></script>`,
        );
        await expect(section.locator('code').nth(1)).toContainText(`/${locale}/widgets/${name}"`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }

  test('the home page, the footer and the API page link it', async ({ page }) => {
    for (const locale of ['en', 'ne']) {
      await page.goto(`/${locale}`);
      await expect(page.locator(`main a[href="/${locale}/widgets"]`)).toHaveCount(1);
      await expect(page.locator(`footer a[href="/${locale}/widgets"]`)).toHaveCount(1);
      await page.goto(`/${locale}/api`);
      await expect(page.locator(`main a[href="/${locale}/widgets"]`)).toHaveCount(1);
    }
  });
});
