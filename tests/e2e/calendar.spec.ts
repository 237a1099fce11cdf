import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';

// Server and browser share the pinned clock: 16 May 2025, 10:00 in Nepal = 2 Jestha 2082 BS.
const NOW = new Date(readFileSync('tests/e2e/NOW', 'utf8').trim());

/** The page has hydrated once the today line (a client leaf) has its text: controls now respond. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('today-line')).not.toBeEmpty();
}

test.describe('calendar redirect', () => {
  test('sends /en/calendar to the current BS month in Nepal time', async ({ page }) => {
    await page.goto('/en/calendar');
    await expect(page).toHaveURL(/\/en\/calendar\/2082\/jestha$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nepali Calendar 2082 - Jestha',
    );
  });

  test('keeps the Nepali locale and shows Devanagari digits', async ({ page }) => {
    await page.goto('/ne/calendar');
    await expect(page).toHaveURL(/\/ne\/calendar\/2082\/jestha$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('२०८२');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('जेठ');
  });

  test('the alias paths reach the same month', async ({ page }) => {
    await page.goto('/nepali-calendar/2081/6');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nepali Calendar 2081 - Ashwin',
    );
  });
});

test.describe('calendar month', () => {
  test('renders months outside the prebuilt years on request, and numeric months move to the name', async ({
    page,
  }) => {
    const response = await page.goto('/en/calendar/2050/baishakh');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nepali Calendar 2050 - Baishakh',
    );
    await page.goto('/en/calendar/2100/12');
    await expect(page).toHaveURL(/\/en\/calendar\/2100\/chaitra$/);
    await expect(page.getByRole('note')).toContainText('Provisional');
  });

  test('rings today from the Nepal date at view time, with the today line', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/en/calendar/2082/jestha');
    const today = page.locator('button[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toHaveAttribute('data-bs-day', '2');
    await expect(page.getByTestId('today-line')).toContainText('Friday');
    await expect(page.getByTestId('today-line')).toContainText('2 Jestha 2082');
  });

  test('a month without today has no ring', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/en/calendar/2081/ashwin');
    await expect(page.getByTestId('today-line')).toContainText('2 Jestha 2082');
    await expect(page.locator('button[aria-current="date"]')).toHaveCount(0);
  });

  test('lays out the grid with leading blanks and the real month length', async ({ page }) => {
    await page.goto('/en/calendar/2081/ashwin');
    // 1 Ashwin 2081 = 17 September 2024, a Tuesday: two blank cells before it.
    const firstRow = page.locator('table tbody tr').first();
    await expect(firstRow.locator('td[aria-hidden="true"]')).toHaveCount(2);
    await expect(page.locator('button[data-bs-day]')).toHaveCount(30);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nepali Calendar 2081 - Ashwin',
    );
  });

  test('previous and next wrap across the year', async ({ page }) => {
    await page.goto('/en/calendar/2081/chaitra');
    await page.getByRole('link', { name: 'Next month' }).first().click();
    await expect(page).toHaveURL(/\/en\/calendar\/2082\/baishakh$/);
    await page.getByRole('link', { name: 'Previous month' }).first().click();
    await expect(page).toHaveURL(/\/en\/calendar\/2081\/chaitra$/);
  });

  test('the month and year dropdowns navigate', async ({ page }) => {
    await open(page, '/en/calendar/2082/jestha');
    await page.getByLabel('Year', { exact: true }).selectOption('2081');
    await expect(page).toHaveURL(/\/en\/calendar\/2081\/jestha$/);
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'Ashwin' });
    await expect(page).toHaveURL(/\/en\/calendar\/2081\/ashwin$/);
  });

  test('a day opens its details: dates, tithi, events and holiday status', async ({ page }) => {
    await open(page, '/en/calendar/2081/ashwin');
    // Ghatasthapana 2081: 17 Ashwin = 3 October 2024, a public holiday.
    await page.locator('button[data-bs-day="17"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('3 October 2024');
    await expect(dialog).toContainText('Thursday');
    await expect(dialog).toContainText('Ghatasthapana');
    await expect(dialog).toContainText('Public Holiday');
    await expect(dialog).toContainText('Pratipada');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    // A Saturday without a holiday.
    await page.locator('button[data-bs-day="5"]').click();
    await expect(page.getByRole('dialog')).toContainText('Weekend (Saturday)');
  });

  test('a day reads its month from the API once, a cacheable GET', async ({ page }) => {
    await open(page, '/en/calendar/2081/ashwin');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/') || request.method() === 'POST') {
        reads.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    const answer = page.waitForResponse('**/api/v1/calendar/2081/ashwin');
    await page.locator('button[data-bs-day="17"]').click();
    expect((await answer).headers()['cache-control']).toMatch(/s-maxage=\d+/);
    await expect(page.getByRole('dialog')).toContainText('Ghatasthapana');
    await page.keyboard.press('Escape');
    await page.locator('button[data-bs-day="18"]').click();
    await expect(page.getByRole('dialog')).toContainText('4 October 2024');
    expect(reads).toEqual(['GET /api/v1/calendar/2081/ashwin']);
  });

  test('a day says it is loading while its month is read', async ({ page }) => {
    await open(page, '/ne/calendar/2081/ashwin');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/calendar/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('button[data-bs-day="17"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('यो दिन लोड हुँदैछ…');
    release();
    await expect(dialog).toContainText('घटस्थापना');
  });

  test('a day whose details cannot be loaded says so; Try Again and the next click read again', async ({
    page,
  }) => {
    await open(page, '/en/calendar/2081/ashwin');
    let fail = true;
    await page.route('**/api/v1/calendar/**', (route) => (fail ? route.abort() : route.continue()));
    await page.locator('button[data-bs-day="17"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("This day's details could not be loaded");
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.locator('button[data-bs-day="17"]').click();
    await expect(page.getByRole('dialog')).toContainText("This day's details could not be loaded");
    fail = false;
    await page.getByRole('dialog').getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('dialog')).toContainText('Ghatasthapana');
  });

  test('the year events tab reads the year from the API, in Nepali, with its loading state', async ({
    page,
  }) => {
    await open(page, '/ne/calendar/2081/baishakh');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/calendar/2081/events', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'वर्षभरिका कार्यक्रम' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('लोड हुँदैछ...');
    release();
    await expect(panel.getByRole('heading', { name: 'बि.सं. २०८१ एक नजरमा' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'असोज' })).toBeVisible();
    await expect(panel).toContainText('विजया दशमी');
  });

  test('the year events tab says so when the year cannot be read, and reads it again', async ({
    page,
  }) => {
    await open(page, '/en/calendar/2081/baishakh');
    let fail = true;
    await page.route('**/api/v1/calendar/2081/events', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.getByRole('tab', { name: 'Year Events' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toContainText("This year's events could not be loaded.");
    fail = false;
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(panel.getByRole('heading', { name: 'BS 2081 at a glance' })).toBeVisible();
  });

  test('the tabs follow the keyboard and Escape closes the day dialog', async ({ page }) => {
    await open(page, '/en/calendar/2081/ashwin');
    await page.getByRole('tab', { name: 'Calendar View' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Year Events' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Year Events' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.locator('button[data-bs-day="17"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('button[data-bs-day="17"]')).toBeFocused();
  });

  test('the Nepali page labels the day dialog in Nepali', async ({ page }) => {
    await open(page, '/ne/calendar/2081/ashwin');
    await page.locator('button[data-bs-day="17"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('घटस्थापना');
    await expect(dialog).toContainText('२०२४');
  });

  test('out-of-range years and unknown months are 404', async ({ page }) => {
    for (const path of [
      '/ne/calendar/2200/baishakh',
      '/en/calendar/2082/foo',
      '/en/calendar/1800/1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  });
});

test.describe('calendar feeds', () => {
  test('the year ICS feed parses as all-day events with bilingual summaries', async ({
    request,
  }) => {
    const response = await request.get('/api/v1/calendar/2081.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(60);
    const dashami = events.find((e) => e.summary.startsWith('Vijaya Dashami'));
    expect(dashami?.summary).toContain('विजया दशमी');
    expect(dashami?.startDate.isDate).toBe(true);
    expect(dashami?.startDate.toString()).toBe('2024-10-12');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  test('a bad year feed is a JSON 404', async ({ request }) => {
    const response = await request.get('/api/v1/calendar/3000.ics');
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  test('the month API answers the documented shape', async ({ request }) => {
    const response = await request.get('/api/v1/calendar/2081/6');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.days).toHaveLength(30);
    expect(body.days[16]).toMatchObject({
      bs: { year: 2081, month: 6, day: 17 },
      ad: '2024-10-03',
      weekday: 4,
      isHoliday: true,
    });
    expect(body.days[16].events.map((e: { id: string }) => e.id)).toContain('ghatasthapana');
  });
});

test.describe('sitemap', () => {
  test('lists every calendar month of every supported year in both languages', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    const index = await (await request.get('/sitemap.xml')).text();
    const parts = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThan(0);
    let body = '';
    for (const part of parts) body += await (await request.get(part)).text();
    for (const path of [
      '/en/calendar/1970/baishakh',
      '/ne/calendar/2100/chaitra',
      '/en/calendar/2082/jestha',
      '/ne/nepali-date-converter',
    ]) {
      expect(body, path).toContain(`${path}</loc>`);
    }
    expect(body.match(/<loc>[^<]*\/calendar\/\d{4}\/(?!holidays<)[a-z]+<\/loc>/g)).toHaveLength(
      131 * 12 * 2,
    );
    // Every year's page and its holidays page, in both languages.
    expect(body.match(/<loc>[^<]*\/calendar\/\d{4}<\/loc>/g)).toHaveLength(131 * 2);
    expect(body.match(/<loc>[^<]*\/calendar\/\d{4}\/holidays<\/loc>/g)).toHaveLength(131 * 2);
    expect(body).toContain('hreflang="x-default"');
  });
});
