import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// The build and the server are pinned to 16 May 2025 in Nepal (2 Jestha 2082 BS).
const NOW = new Date(readFileSync('tests/e2e/NOW', 'utf8').trim());

// Ashwin 2081 has Dashain: many days with events, holidays and long tithi names.
const MONTH = '/calendar/2081/ashwin';
const LOCALES = ['en', 'ne'] as const;

/** Opens a page with the pinned clock and waits for the grid's client leaf to run. */
async function open(page: Page, path: string) {
  await page.clock.setFixedTime(NOW);
  await page.goto(path);
  await expect(page.locator('main [data-hydrated]').first()).toBeAttached({ timeout: 15_000 });
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const width of [390, 320]) {
  for (const locale of LOCALES) {
    test.describe(`month view at ${width} px (${locale})`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('every day with an event shows a marker; dates and tithi are readable and whole', async ({
        page,
      }) => {
        await open(page, `/${locale}${MONTH}`);
        await noSideScroll(page);
        const withEvents = page.locator('button[data-events]');
        expect(await withEvents.count()).toBeGreaterThan(5);
        for (const cell of await withEvents.all()) {
          const marker = cell.locator('[data-event-marker]');
          await expect(marker).toBeVisible();
          const area = await marker.evaluate(
            (el) => el.getBoundingClientRect().width * el.getBoundingClientRect().height,
          );
          expect(area).toBeGreaterThan(10);
        }
        const texts = await page
          .locator('button[data-ad] :is(.cal-num, .cal-ad, .cal-tithi)')
          .evaluateAll((spans) =>
            spans.map((s) => ({
              text: s.textContent,
              size: parseFloat(getComputedStyle(s).fontSize),
              cut:
                s.scrollWidth > s.clientWidth + 1 ||
                getComputedStyle(s).textOverflow === 'ellipsis',
            })),
          );
        expect(texts.length).toBeGreaterThan(60);
        for (const t of texts) {
          expect(t.size, `${t.text} font size`).toBeGreaterThanOrEqual(12);
          expect(t.cut, `${t.text} is cut`).toBe(false);
        }
      });

      test('the toolbar keeps Month and Year on one row and the menu button in view', async ({
        page,
      }) => {
        await open(page, `/${locale}${MONTH}`);
        const month = await page.locator('select[name="month"]').boundingBox();
        const year = await page.locator('select[name="year"]').boundingBox();
        expect(Math.abs(month!.y - year!.y)).toBeLessThan(2);
        expect(year!.x + year!.width).toBeLessThanOrEqual(width);
        const menu = await page.locator('button[aria-controls="mobile-menu"]').boundingBox();
        expect(menu!.x).toBeGreaterThanOrEqual(0);
        expect(menu!.x + menu!.width).toBeLessThanOrEqual(width);
      });

      test("today's line fills in without moving the grid", async ({ page }) => {
        await open(page, `/${locale}${MONTH}`);
        const line = page.getByTestId('today-line');
        await expect(line).not.toBeEmpty();
        await page.evaluate(() => document.fonts.ready);
        const grid = page.locator('table.cal-grid');
        const top = () => grid.evaluate((t) => t.getBoundingClientRect().top);
        const filled = await top();
        // The line is empty until hydration: the grid must already sit where the full line puts it.
        await line.evaluate((p) => (p.textContent = ''));
        expect(Math.abs((await top()) - filled)).toBeLessThan(1);
      });

      test('the home widget marks days with events', async ({ page }) => {
        await open(page, `/${locale}`);
        await noSideScroll(page);
        const withEvents = page.getByTestId('home-calendar').locator('button[data-events]');
        expect(await withEvents.count()).toBeGreaterThan(0);
        for (const cell of await withEvents.all())
          await expect(cell.locator('[data-event-marker]')).toBeVisible();
      });
    });
  }
}

test.describe('wider screens', () => {
  test('the home widget shows the first event and +N for the rest', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/en/calendar/2081/ashwin');
    // The month page and the home widget share the grid; on a wide screen the label is text.
    const busy = page.locator('button[data-events]').filter({ hasText: '+' }).first();
    await expect(busy).toBeVisible();
    await expect(busy.locator('[data-event-marker]')).toBeHidden();
    await open(page, '/en');
    const cells = page.getByTestId('home-calendar').locator('button[data-events]');
    expect(await cells.count()).toBeGreaterThan(0);
    for (const cell of await cells.all()) {
      const count = Number(await cell.getAttribute('data-events'));
      const label = cell.locator('.cal-label');
      await expect(label).toBeVisible();
      if (count > 1) await expect(label).toContainText(`+${count - 1}`);
    }
  });

  for (const width of [768, 1024, 1366]) {
    for (const locale of LOCALES) {
      test(`no page scrolls sideways at ${width} px (${locale}); footer and language button fit`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ['', MONTH, '/nepali-date-converter', '/api']) {
          await page.goto(`/${locale}${path}`);
          await noSideScroll(page);
        }
        const mail = page.locator('footer a[href^="mailto:"]');
        const box = await mail.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await mail.evaluate((a) => a.scrollWidth <= a.clientWidth + 1)).toBe(true);
        const toggle = await page.locator('header [data-language-switch]').boundingBox();
        expect(toggle!.height, 'language button on one line').toBeLessThan(40);
      });
    }
  }
});
