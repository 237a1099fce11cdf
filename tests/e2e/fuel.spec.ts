import { expect, test } from '@playwright/test';
import { EMPTY_STORE_ORIGIN } from './support/servers';

// The seeded store (scripts/seed-e2e.ts) holds NOC's first recorded page, its newest revision
// moved onto 15 May 2025 (1 Jestha 2082) and read at 00:35 that day; the clock says 16 May
// 2025, 10:00 in Nepal, so the table was read within a day: fresh.
const PATH = '/en/fuel-price-in-nepal';

test.describe('fuel price page', () => {
  test('shows the effective date in both calendars, the source, and a card per product with its change', async ({
    page,
  }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuel Prices in Nepal');
    await expect(page.getByTestId('fuel-date')).toHaveText(
      'Prices in effect from 1 Jestha 2082 BS (15 May 2025), 24:00',
    );
    const source = page.getByRole('region', { name: 'Source of these figures' });
    await expect(source).toHaveAttribute('data-provenance', 'fresh');
    await expect(source.getByRole('link')).toHaveAttribute(
      'href',
      'https://noc.org.np/retailprice',
    );

    const petrol = page.locator('[data-product="petrol"]');
    await expect(petrol.getByRole('heading')).toHaveText('Petrol');
    await expect(petrol.locator('[data-price]')).toHaveText('Rs. 200.00');
    await expect(petrol).toContainText('per litre');
    await expect(petrol.locator('[data-change]')).toHaveText('−2.00 since 18 Baishakh 2082');
    await expect(page.locator('[data-product="diesel"] [data-change]')).toHaveText(
      'Unchanged since 18 Baishakh 2082',
    );
    const lpg = page.locator('[data-product="lpg"]');
    await expect(lpg.locator('[data-price]')).toHaveText('Rs. 2,060.00');
    await expect(lpg).toContainText('per 14.2 kg cylinder');
    const international = page.locator('[data-product="atf-international"]');
    await expect(international.locator('[data-price]')).toHaveText('USD 1,697.00');
    await expect(international).toContainText('per kilolitre');
    await expect(page.locator('[data-product]')).toHaveCount(6);
  });

  test('labels the depot categories as derived, with Kathmandu’s price as published', async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.locator('[data-derived-note]')).toContainText('derived here');
    const third = page.locator('[data-category="III"]');
    await expect(third).toContainText('Kathmandu, Pokhara, Dipayal');
    await expect(third).toContainText('(published)');
    await expect(third.locator('td').first()).toHaveText('Rs. 200.00');
    const first = page.locator('[data-category="I"]');
    await expect(first).toContainText('(derived)');
    await expect(first.locator('td').first()).toHaveText('Rs. 197.50');
  });

  test('lists every stored revision and downloads them as CSV', async ({ page, request }) => {
    await page.goto(PATH);
    const rows = page.locator('[data-revision]');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toHaveAttribute('data-revision', '2025-05-15');
    await expect(rows.first()).toContainText('1 Jestha 2082');
    const href = await page.locator('[data-csv]').getAttribute('href');
    expect(href).toBe('/api/v1/fuel/history?format=csv');
    const csv = await request.get(href as string);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain('2025-05-15,2082-02-01,petrol,200,litre,NPR');
  });

  test('answers at /fuel and /petrol-price, and in Nepali with Devanagari digits', async ({
    page,
  }) => {
    for (const alias of ['/en/fuel', '/petrol-price']) {
      const response = await page.goto(alias);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuel Prices in Nepal');
    }
    await page.goto('/ne/fuel-price-in-nepal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('नेपालमा इन्धनको मूल्य');
    await expect(page.locator('[data-product="petrol"] [data-price]')).toHaveText('रु. २००.००');
    await expect(page.getByTestId('fuel-date')).toContainText('१ जेठ २०८२');
  });

  test('an empty store shows the empty state with a 200 in both languages', async ({ page }) => {
    const en = await page.goto(`${EMPTY_STORE_ORIGIN}${PATH}`);
    expect(en?.status()).toBe(200);
    await expect(page.locator('[data-market-state="empty"]')).toContainText(
      'No fuel prices available yet. Please check back later.',
    );
    await expect(page.locator('[data-product]')).toHaveCount(0);
    const ne = await page.goto(`${EMPTY_STORE_ORIGIN}/ne/fuel`);
    expect(ne?.status()).toBe(200);
    await expect(page.locator('[data-market-state="empty"]')).toContainText(
      'अहिलेसम्म इन्धनको मूल्य उपलब्ध छैन।',
    );
  });

  test('is linked from the navigation and the footer', async ({ page }) => {
    await page.goto('/en');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Fuel' }),
    ).toHaveAttribute('href', '/en/fuel-price-in-nepal');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Fuel Prices' }),
    ).toHaveAttribute('href', '/en/fuel-price-in-nepal');
  });
});

test.describe('fuel price page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the cards, a chart per product with its summary, and the revisions', async ({
    page,
  }) => {
    await page.goto('/en/fuel-price-in-nepal');
    await expect(page.locator('[data-product]')).toHaveCount(6);
    const petrol = page.locator('[data-chart="petrol-history"]');
    await expect(petrol.locator('svg[role="img"]:visible')).toHaveCount(1);
    await expect(petrol.locator('[data-chart-summary]')).toContainText('to 200.00 on 15 May 2025');
    await expect(petrol.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/fuel/history?product=petrol&format=csv',
    );
    await expect(page.locator('[data-chart]')).toHaveCount(6);
    await expect(page.locator('[data-revision]')).toHaveCount(10);
  });

  test('the empty store’s page says so without JavaScript', async ({ page }) => {
    await page.goto(`${EMPTY_STORE_ORIGIN}${PATH}`);
    await expect(page.locator('[data-market-state="empty"]')).toBeVisible();
  });
});
