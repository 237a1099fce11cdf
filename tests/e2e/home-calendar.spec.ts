import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The build and the server are pinned to 16 May 2025 in Nepal (2 Jestha 2082 BS).
const NOW = new Date(readFileSync('tests/e2e/NOW', 'utf8').trim());

test.describe('home calendar widget', () => {
  test("shows this month with today ringed and today's date card", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Jestha 2082' })).toBeVisible();
    await expect(page.locator('button[aria-current="date"]')).toHaveAttribute('data-bs-day', '2');
    const card = page.getByTestId('today-card');
    await expect(card).toContainText('2 Jestha 2082');
    await expect(card).toContainText('16 May 2025');
  });

  test('loads the current month from the server when the page is older than the month', async ({
    page,
  }) => {
    // Two months after the build: 20 July 2025 = 4 Shrawan 2082.
    await page.clock.setFixedTime(new Date('2025-07-20T06:00:00Z'));
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Shrawan 2082' })).toBeVisible();
    await expect(page.locator('button[aria-current="date"]')).toHaveAttribute('data-bs-day', '4');
    await expect(page.getByTestId('today-card')).toContainText('4 Shrawan 2082');
  });

  test('says so when the month cannot be loaded', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-07-20T06:00:00Z'));
    // The month's grid and today's details come from server functions (POSTs to the page).
    await page.route('**/en', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'down' })
        : route.continue(),
    );
    await page.goto('/en');
    await expect(page.getByText('Failed to load calendar')).toBeVisible();
    await expect(page.getByTestId('today-card')).toContainText('Error loading Nepali date');
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
    await expect(page.getByRole('dialog')).toContainText('२०८२');
  });
});
