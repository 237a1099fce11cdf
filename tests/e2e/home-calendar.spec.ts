import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The build and the server are pinned to 16 May 2025 in Nepal (2 Jestha 2082 BS).
const NOW = new Date(readFileSync('tests/e2e/NOW', 'utf8').trim());

test.describe('home calendar widget', () => {
  test("shows this month with today ringed and today's date card", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Jestha 2082', exact: true })).toBeVisible();
    await expect(page.locator('button[aria-current="date"]')).toHaveAttribute('data-bs-day', '2');
    const card = page.getByTestId('today-card');
    await expect(card).toContainText('2 Jestha 2082');
    await expect(card).toContainText('16 May 2025');
  });

  test('reads the current month from the API once when the page is older than the month', async ({
    page,
  }) => {
    // Two months after the build: 20 July 2025 = 4 Shrawan 2082.
    await page.clock.setFixedTime(new Date('2025-07-20T06:00:00Z'));
    const reads: string[] = [];
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) reads.push(`${request.method()} ${request.url()}`);
      if (request.method() === 'POST') posts.push(request.url());
    });
    const answer = page.waitForResponse('**/api/v1/calendar/2082/shrawan');
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Shrawan 2082', exact: true })).toBeVisible();
    await expect(page.locator('button[aria-current="date"]')).toHaveAttribute('data-bs-day', '4');
    await expect(page.getByTestId('today-card')).toContainText('4 Shrawan 2082');
    // A cacheable GET, read once for the grid and the Today card (and the dialog after them).
    expect((await answer).headers()['cache-control']).toContain('s-maxage=');
    await page.locator('button[data-bs-day="4"]').first().click();
    await expect(page.getByRole('dialog')).toContainText('20 July 2025');
    expect(reads).toEqual([expect.stringMatching(/^GET .*\/api\/v1\/calendar\/2082\/shrawan$/)]);
    expect(posts).toEqual([]);
  });

  test('shows the loading state while the month is read, in Nepali', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-07-20T06:00:00Z'));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/calendar/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/ne');
    const widget = page.getByTestId('home-calendar');
    await expect(widget.getByRole('heading', { name: 'लोड हुँदैछ...' })).toBeVisible();
    await expect(widget.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByTestId('today-card')).toContainText('नेपाली मिति लोड हुँदैछ...');
    release();
    await expect(page.getByRole('link', { name: 'साउन २०८२' })).toBeVisible();
    await expect(page.getByTestId('today-card')).toContainText('४ साउन २०८२');
  });

  test("words a later day's Today card in the browser, its count in the page's digits", async ({
    page,
  }) => {
    // 3 Kartik 2082 (20 October 2025) has three events: the card lists two and '+ 1 more'.
    await page.clock.setFixedTime(new Date('2025-10-20T06:00:00Z'));
    await page.goto('/ne');
    const card = page.getByTestId('today-card');
    await expect(card).toContainText('३ कात्तिक २०८२');
    await expect(card.getByRole('listitem').last()).toHaveText('+ थप १ कार्यक्रम');
    await page.goto('/en');
    await expect(card).toContainText('3 Kartik 2082');
    await expect(card.getByRole('listitem').last()).toHaveText('+ 1 more event');
  });

  test('says so when the month cannot be read, and reads it again on request', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-07-20T06:00:00Z'));
    let fail = true;
    await page.route('**/api/v1/calendar/**', (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.goto('/en');
    await expect(page.getByText('Failed to load calendar')).toBeVisible();
    await expect(page.getByTestId('today-card')).toContainText('Error loading Nepali date');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('link', { name: 'Shrawan 2082', exact: true })).toBeVisible();
    await expect(page.getByTestId('today-card')).toContainText('4 Shrawan 2082');
  });

  test("shows the server's today without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en');
    const card = page.getByTestId('today-card');
    await expect(card).toContainText('2 Jestha 2082');
    await expect(card).toContainText('16 May 2025');
    await expect(page.getByRole('table', { name: 'Jestha 2082' })).toBeVisible();
    await context.close();
  });

  test('opens the day dialog from the widget, in Nepali', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/ne');
    // Wait for hydration (the today ring is drawn by the client) before clicking.
    await expect(page.locator('button[aria-current="date"]')).toHaveCount(1);
    await page.locator('button[data-bs-day="2"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('२ जेठ २०८२');
    await expect(dialog).toContainText('१६ मे २०२५');
  });

  test('opens the day dialog from the widget, in English', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/en');
    await expect(page.locator('button[aria-current="date"]')).toHaveCount(1);
    await page.locator('button[data-bs-day="15"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('15 Jestha 2082');
    await expect(dialog).toContainText('29 May 2025');
    // The dialog's link and the widget's links lead to the same day and month without JavaScript.
    await expect(dialog.getByRole('link')).toHaveAttribute('href', '/en/calendar/2082/jestha/15');
  });

  test('without JavaScript, the widget links to the month pages the arrows step to', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en');
    const widget = page.getByTestId('home-calendar');
    await expect(widget.getByRole('link', { name: 'Next month' })).toHaveAttribute(
      'href',
      '/en/calendar/2082/ashadh',
    );
    await widget.getByRole('link', { name: 'Previous month' }).click();
    await expect(page).toHaveURL(/\/en\/calendar\/2082\/baishakh$/);
    await expect(page.locator('button[data-bs-day]')).toHaveCount(31);
    await context.close();
  });
});
