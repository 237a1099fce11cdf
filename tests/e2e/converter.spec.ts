import { expect, test } from '@playwright/test';

test.describe('date converter', () => {
  test('shows today in both calendars and converts BS to AD instantly, with a shareable URL', async ({
    page,
  }) => {
    await page.goto('/en/nepali-date-converter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepali Date Converter');
    // The e2e clock is pinned to 16 May 2025 in Nepal = 2 Jestha 2082.
    await expect(page.getByTestId('today-bs')).toContainText('2 Jestha 2082');
    await expect(page.getByTestId('today-ad')).toContainText('16 May 2025');
    await expect(page.locator('main [data-hydrated]')).toHaveCount(1);
    const bsForm = page.getByRole('form', { name: 'BS to AD' });
    await expect(page.getByTestId('bs-result')).toHaveText('Conversion result will appear here');
    await bsForm.getByLabel('Year').selectOption('2081');
    await bsForm.getByLabel('Month').selectOption({ label: 'Ashwin' });
    await bsForm.getByLabel('Day').selectOption('17');
    await bsForm.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByTestId('bs-result')).toContainText('3 October 2024');
    await expect(page).toHaveURL(/\?bs=2081-06-17$/);
  });

  test('limits the day select to the real length of the month', async ({ page }) => {
    await page.goto('/en/nepali-date-converter');
    await expect(page.locator('main [data-hydrated]')).toHaveCount(1);
    const bsForm = page.getByRole('form', { name: 'BS to AD' });
    await bsForm.getByLabel('Year').selectOption('2081');
    await bsForm.getByLabel('Month').selectOption({ label: 'Mangsir' });
    const days = await bsForm.getByLabel('Day').locator('option').count();
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(30);
    const years = bsForm.getByLabel('Year').locator('option');
    await expect(years.first()).toHaveText('1970');
    await expect(years.last()).toHaveText('2100');
  });

  test('a shared link reproduces the conversion in Nepali with Devanagari digits', async ({
    page,
  }) => {
    await page.goto('/ne/nepali-date-converter?bs=2081-06-17');
    await expect(page.getByTestId('bs-result')).toContainText('अक्टोबर');
    await expect(page.getByTestId('bs-result')).toContainText('२०२४');
    // A conversion made in the browser writes its dates in Devanagari digits too.
    await expect(page.locator('main [data-hydrated]')).toHaveCount(1);
    const adForm = page.getByRole('form', { name: 'ई.सं. बाट बि.सं.' });
    await adForm.getByLabel('साल').selectOption('2024');
    await adForm.getByLabel('महिना').selectOption('10');
    await adForm.getByLabel('गते').selectOption('3');
    await adForm.getByRole('button', { name: 'बदल्नुहोस्' }).click();
    await expect(page).toHaveURL(/\?ad=2024-10-03$/);
    await expect(page.getByTestId('ad-result')).toContainText('२०८१');
    await expect(page.getByTestId('ad-result')).not.toHaveText(/[0-9]/);
  });

  test('shows the provisional note for projected years', async ({ page }) => {
    await page.goto('/en/nepali-date-converter?bs=2090-05-10');
    await expect(page.getByTestId('bs-result')).toContainText('Provisional');
  });

  test('shows the error text for an impossible date', async ({ page }) => {
    await page.goto('/en/nepali-date-converter?ad=2023-02-30');
    await expect(page.getByTestId('ad-result')).toHaveText(
      'Error converting date. Please check your input.',
    );
  });

  test('has the three informational tabs with the 12-month table', async ({ page }) => {
    await page.goto('/en/nepali-date-converter');
    await expect(page.locator('main [data-hydrated]')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Nepali Months' }).click();
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expect(table).toContainText('Baishakh');
    await page.getByRole('tab', { name: 'Key Differences' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('1 Baishakh');
  });
});

test.describe('converter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server form converts AD to BS', async ({ page }) => {
    await page.goto('/en/nepali-date-converter');
    const adForm = page.getByRole('form', { name: 'AD to BS' });
    await adForm.getByLabel('Year').selectOption('2024');
    await adForm.getByLabel('Month').selectOption({ label: 'October' });
    await adForm.getByLabel('Day').selectOption('3');
    await adForm.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByTestId('ad-result')).toContainText('17 Ashwin 2081');
  });
});

test('the convert API answers 400 with the error envelope', async ({ request }) => {
  const response = await request.get('/api/v1/convert?from=bs&date=2200-01-01');
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.error.code).toBe('out_of_range');
  expect(response.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers()['access-control-allow-origin']).toBe('*');
});

test('/date-converter serves exactly what the canonical page serves', async ({ request }) => {
  for (const locale of ['en', 'ne']) {
    const alias = await request.get(`/${locale}/date-converter`);
    const canonical = await request.get(`/${locale}/nepali-date-converter`);
    expect(alias.status()).toBe(200);
    expect(canonical.status()).toBe(200);
    const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
    expect(heading(await alias.text())).toBe(heading(await canonical.text()));
    expect(await alias.text()).toContain('rel="canonical"');
  }
});
