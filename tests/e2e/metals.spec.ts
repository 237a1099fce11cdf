import { expect, test } from '@playwright/test';
import { EMPTY_STORE_ORIGIN } from './support/servers';

// The seeded store (scripts/seed-e2e.ts) holds FENEGOSIDA prices for 13 and 15 May 2025 (no
// tejabi quote); the clock says 16 May 2025, 10:00 in Nepal, so the 15th is current.
const PATH = '/en/gold-and-silver-in-nepal';

test.describe('gold and silver page', () => {
  test('shows the date, the source and a card per hallmark with Per Tola and Per 10 g', async ({
    page,
  }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gold and Silver Prices in Nepal',
    );
    await expect(page.getByTestId('metals-date')).toHaveText(
      'Prices for 1 Jestha 2082 BS (15 May 2025)',
    );
    const source = page.getByRole('region', { name: 'Source of these figures' });
    await expect(source).toHaveAttribute('data-provenance', 'fresh');
    await expect(source.getByRole('link')).toHaveAttribute('href', 'https://www.fenegosida.org/');
    await expect(source.locator('[data-stale-notice]')).toHaveCount(0);

    const fine = page.locator('[data-hallmark="fine"]');
    await expect(fine.getByRole('heading')).toHaveText('Fine Gold');
    await expect(fine.locator('[data-unit="tola"]')).toHaveText('Rs. 305,200.00');
    await expect(fine.locator('[data-unit="10g"]')).toHaveText('Rs. 261,660.00');
    await expect(fine).toContainText('+3,600.00 per tola since 30 Baishakh 2082');
    // FENEGOSIDA quoted no tejabi gold: N/A, never a guessed price.
    await expect(page.locator('[data-hallmark="tejabi"] [data-unit="tola"]')).toHaveText('N/A');
    await expect(page.locator('[data-hallmark="tejabi"] [data-unit="10g"]')).toHaveText('N/A');
    await expect(page.locator('[data-hallmark="standard"] [data-unit="tola"]')).toHaveText(
      'Rs. 4,710.00',
    );
    await expect(page.locator('[data-hallmark="standard"] [data-unit="10g"]')).toHaveText(
      'Rs. 4,038.00',
    );
  });

  test('Nepali page: lakh grouping, Devanagari digits and N/A in Nepali', async ({ page }) => {
    await page.goto('/ne/gold-and-silver-in-nepal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('नेपालमा सुन र चाँदीको मूल्य');
    await expect(page.locator('[data-hallmark="fine"] [data-unit="tola"]')).toHaveText(
      'रु. ३,०५,२००.००',
    );
    await expect(page.locator('[data-hallmark="tejabi"] [data-unit="tola"]')).toHaveText(
      'उपलब्ध छैन',
    );
    await expect(page.getByTestId('metals-date')).toHaveText('१ जेठ २०८२ (१५ मे २०२५) को मूल्य');
    await expect(page.locator('[data-chart="gold-history"] [data-chart-summary]')).toContainText(
      '१५ मे २०२५ मा ३,०५,२००.००',
    );
  });

  test('an empty store shows the empty state with a 200 in both languages', async ({ page }) => {
    const en = await page.goto(`${EMPTY_STORE_ORIGIN}${PATH}`);
    expect(en?.status()).toBe(200);
    await expect(page.locator('[data-market-state="empty"]')).toContainText(
      'No metal prices available for today. Please check back later.',
    );
    await expect(page.locator('[data-hallmark]')).toHaveCount(0);
    const ne = await page.goto(`${EMPTY_STORE_ORIGIN}/ne/metals`);
    expect(ne?.status()).toBe(200);
    await expect(page.locator('[data-market-state="empty"]')).toContainText(
      'आजको लागि कुनै धातु मूल्य उपलब्ध छैन।',
    );
  });
});

test.describe('gold and silver page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('charts gold and silver per tola with text summaries, tables and downloads, without JavaScript', async ({
    page,
  }) => {
    await page.goto('/en/metals');
    const gold = page.locator('[data-chart="gold-history"]');
    await expect(gold.locator('svg[role="img"]:visible')).toHaveCount(1);
    await expect(gold.locator('[data-chart-summary]')).toContainText(
      'from 301,600.00 on 13 May 2025 to 305,200.00 on 15 May 2025, a change of +3,600.00 (+1.19%)',
    );
    await gold.getByText('Show the numbers as a table').click();
    await expect(gold.locator('details tbody tr')).toHaveCount(2);
    await expect(gold.getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      '/api/v1/metals/history?metal=gold&grade=fine&unit=tola&from=2025-04-16&to=2025-05-15',
    );
    const silver = page.locator('[data-chart="silver-history"]');
    await expect(silver.locator('[data-chart-summary]')).toContainText(
      'to 4,710.00 on 15 May 2025',
    );
    await expect(silver.getByRole('link', { name: '30 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
