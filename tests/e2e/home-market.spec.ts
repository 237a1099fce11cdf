import { expect, test } from '@playwright/test';
import { EMPTY_STORE_ORIGIN } from './support/servers';

// Seeded store (scripts/seed-e2e.ts): Kalimati 15 May 2025, FENEGOSIDA 15 May (fine gold 305,200
// and silver 4,710 per tola), NRB 15 May (USD 150.80 / 151.40).
test.describe('home page market teasers', () => {
  test('lists the five highest average vegetable prices and the gold, silver and USD tiles with their dates', async ({
    page,
  }) => {
    await page.goto('/en');
    const veg = page.locator('[data-home-tile="vegetables"]');
    await expect(veg).toContainText('15 May 2025');
    const names = veg.locator('tbody th');
    await expect(names).toHaveText([
      'Mushroom(Shiitake)',
      'Fish Dried',
      'Strawberry',
      'Asparagus',
      'Pomegranate',
    ]);
    await expect(veg.locator('tbody tr').first()).toContainText('Rs. 950.00 per kg');
    await veg.getByRole('link', { name: 'View all vegetable prices' }).click();
    await expect(page).toHaveURL(/\/en\/kalimati-vegetable-price$/);
  });

  test('shows metals and the US dollar from the store with their dates', async ({ page }) => {
    await page.goto('/en');
    const metals = page.locator('[data-home-tile="metals"]');
    await expect(metals).toContainText('as of 15 May 2025');
    await expect(metals).toContainText('Rs. 305,200.00');
    await expect(metals).toContainText('Rs. 4,710.00');
    const usd = page.locator('[data-home-tile="usd"]');
    await expect(usd).toContainText('as of 15 May 2025');
    await expect(usd).toContainText('Rs. 150.80');
    await expect(usd).toContainText('Rs. 151.40');
  });

  test('uses Nepali names, lakh grouping and Devanagari digits on /ne', async ({ page }) => {
    await page.goto('/ne');
    await expect(page.locator('[data-home-tile="vegetables"] tbody th').first()).toHaveText(
      'सिताके च्याउ',
    );
    await expect(page.locator('[data-home-tile="metals"]')).toContainText('रु. ३,०५,२००.००');
    await expect(page.locator('[data-home-tile="usd"]')).toContainText('रु. १५०.८०');
  });

  for (const locale of ['en', 'ne'] as const) {
    test(`shows the empty states on an empty store in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${EMPTY_STORE_ORIGIN}/${locale}`);
      expect(response?.status()).toBe(200);
      const empty = {
        en: [
          'No vegetable prices available yet.',
          'No metal prices available yet.',
          'No exchange rates available yet.',
        ],
        ne: [
          'अहिलेसम्म कुनै तरकारी मूल्य उपलब्ध छैन।',
          'अहिलेसम्म कुनै धातु मूल्य उपलब्ध छैन।',
          'अहिलेसम्म कुनै विनिमय दर उपलब्ध छैन।',
        ],
      }[locale];
      await expect(page.locator('[data-home-tile="vegetables"]')).toContainText(empty[0]!);
      await expect(page.locator('[data-home-tile="metals"]')).toContainText(empty[1]!);
      await expect(page.locator('[data-home-tile="usd"]')).toContainText(empty[2]!);
    });
  }
});
