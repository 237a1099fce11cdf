import { expect, test, type Page } from '@playwright/test';
import { EMPTY_STORE_ORIGIN } from './support/servers';

// The seeded store (scripts/seed-e2e.ts) holds Kalimati days 14 and 15 May 2025: 68 items on the
// 15th, 15 rising, 14 falling, 38 stable (±2 %) and 1 new (strawberry) against the 14th.
const PATH = '/en/kalimati-vegetable-price';
const rows = (page: Page) => page.locator('table tbody tr[data-row]');
const footer = (page: Page) => page.locator('[data-footer]');
const hydrated = (page: Page) => expect(page.locator('main [data-hydrated]')).toHaveCount(1);

test.describe('vegetable prices (English)', () => {
  test('shows the latest market day with its date, source, featured movers and every item', async ({
    page,
  }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalimati Vegetable Prices');
    await expect(page.locator('[data-last-updated]')).toHaveText(
      'Prices for 1 Jestha 2082 (15 May 2025)',
    );
    await expect(page.locator('[data-provenance]')).toHaveAttribute('data-provenance', 'fresh');
    await expect(page.locator('[data-provenance]')).toContainText(
      'Kalimati Fruits and Vegetable Market Development Board',
    );
    await expect(page.locator('[data-trend-basis]')).toContainText('14 May 2025');
    // Featured: the three biggest |%| moves of the average price (amaranth −22 %, small tomato
    // −15 %, onion +15 %).
    const featured = page.locator('[data-featured] li');
    await expect(featured).toHaveCount(3);
    await expect(featured.nth(0)).toContainText('Amaranth Leaf');
    // Nepali names on the English page are marked as Nepali: the Devanagari face and a screen
    // reader's voice follow the lang attribute.
    await expect(featured.nth(0).locator('p[lang="ne"]')).toHaveText(/^लट्टे/);
    // So is a unit only Kalimati names (a bunch, मुठा).
    await expect(featured.nth(0).locator('span[lang="ne"]')).toHaveText('मुठा');
    await expect(page.locator('tr[data-row="1"] th [lang="ne"]')).toHaveText('(गोलभेडा ठूलो(नेपाली))');
    await expect(featured.nth(0)).toContainText('Falling: −5.00 (−22.22%) since 14 May');
    await expect(featured.nth(1)).toContainText('Tomato Small(Local)');
    await expect(featured.nth(2)).toContainText('Onion Dry (Indian)');
    await expect(rows(page)).toHaveCount(68);
    await expect(footer(page)).toHaveText('Showing 68 vegetables');
    const tomato = page.locator('tr[data-row="1"]');
    await expect(tomato).toContainText('Tomato Big(Nepali) (गोलभेडा ठूलो(नेपाली))');
    await expect(tomato).toContainText('kg');
    await expect(tomato.locator('td').nth(3)).toHaveText('50.00');
    await expect(tomato.locator('[data-trend]')).toHaveAttribute('data-trend', 'rising');
    await expect(tomato).toContainText('+2.75 (+5.82%) since 14 May');
    await expect(page.locator('tr[data-row="55"]')).toContainText('dozen');
    await expect(page.locator('tr[data-row="134"] [data-trend]')).toHaveText('New');
  });

  test('searches by English and by Nepali name, filters by trend and says so in the footer', async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await search.fill('TOMATO');
    await expect(rows(page)).toHaveCount(2);
    await expect(footer(page)).toHaveText('Showing 2 vegetables matching "TOMATO"');
    await expect(page).toHaveURL(/\?q=TOMATO$/);
    await search.fill('आलु');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText('Potato Red');
    await search.fill('');
    await page.getByRole('combobox', { name: 'Trend' }).selectOption('rising');
    await expect(rows(page)).toHaveCount(15);
    await expect(footer(page)).toHaveText('Showing 15 vegetables with rising price trend');
    await search.fill('tomato');
    await expect(rows(page)).toHaveCount(1);
    await expect(footer(page)).toHaveText(
      'Showing 1 vegetable matching "tomato" with rising price trend',
    );
    await search.fill('mango');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No vegetables match this search.')).toBeVisible();
  });

  test('sorts by a column, toggles the direction on a second click and sorts by name', async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole('link', { name: 'Sort by Avg Price' }).click();
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Avg Price');
    await expect(rows(page).first()).toContainText('Amaranth Leaf');
    await page.getByRole('link', { name: 'Sort by Avg Price' }).click();
    await expect(page.locator('th[aria-sort="descending"]')).toContainText('Avg Price');
    await expect(rows(page).first()).toContainText('Mushroom(Shiitake)');
    await expect(rows(page).nth(1)).toContainText('Fish Dried');
    await expect(page).toHaveURL(/sort=avg&dir=desc/);
    await page.getByRole('link', { name: 'Sort by Item' }).click();
    await expect(rows(page).first()).toContainText('Amaranth Leaf');
    await expect(rows(page).last()).toContainText('Water Melon(Green)');
  });

  test('draws the selected item history with a text summary, a table and downloads', async ({
    page,
  }) => {
    await page.goto(PATH);
    const chart = page.locator('[data-chart="vegetable-history"]');
    await expect(chart.getByRole('heading')).toContainText('Tomato Big(Nepali)');
    await expect(chart.getByRole('img')).toBeVisible();
    await expect(chart.locator('[data-chart-summary]')).toContainText(
      'from 47.25 on 14 May 2025 to 50.00 on 15 May 2025',
    );
    const csv = chart.getByRole('link', { name: 'Download CSV' });
    await expect(csv).toHaveAttribute(
      'href',
      /\/api\/v1\/vegetables\/history\?commodity=.+&format=csv$/,
    );
    const download = await page.request.get((await csv.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('2025-05-15');
    // Choosing another item is a plain form: it works with or without JavaScript.
    await page.getByRole('combobox', { name: 'Item' }).selectOption({ label: 'Potato Red' });
    await page.getByRole('button', { name: 'Show chart' }).click();
    await expect(page).toHaveURL(/item=3/);
    await expect(chart.getByRole('heading')).toContainText('Potato Red');
    await expect(chart.locator('[data-chart-summary]')).toContainText('64.20');
    // A unit only Kalimati names stays Nepali inside the English unit label, and is marked so.
    await page.getByRole('combobox', { name: 'Item' }).selectOption({ label: 'Amaranth Leaf' });
    await page.getByRole('button', { name: 'Show chart' }).click();
    await expect(chart.getByRole('heading')).toContainText('(NPR per मुठा)');
    await expect(chart.getByRole('heading').locator('span[lang="ne"]')).toHaveText([
      '(लट्टे साग)',
      'मुठा',
    ]);
  });

  test('declares canonical, hreflang and the JSON-LD: breadcrumbs, FAQ, dataset and the market as a place', async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=tomato`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/kalimati-vegetable-price$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ne"]')).toHaveAttribute(
      'href',
      /\/ne\/kalimati-vegetable-price$/,
    );
    await expect(page).toHaveTitle(/Kalimati Vegetable Prices Today/);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    expect(types.map((t) => t['@type'])).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'FAQPage', 'Dataset', 'Place']),
    );
    const place = types.find((t) => t['@type'] === 'Place') as {
      openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] };
    };
    expect(place.openingHoursSpecification).toMatchObject({ opens: '04:00', closes: '19:00' });
    expect(place.openingHoursSpecification.dayOfWeek).toHaveLength(7);
  });

  test('the /vegetables alias serves the same page', async ({ page }) => {
    const response = await page.goto('/en/vegetables');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalimati Vegetable Prices');
  });
});

test.describe('vegetable prices without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the query string filters and sorts on the server, and the column links carry the next view', async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=tomato&trend=falling`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Tomato Small(Local)');
    await expect(footer(page)).toHaveText(
      'Showing 1 vegetable matching "tomato" with falling price trend',
    );

    await page.goto(`${PATH}?q=potato`);
    await expect(page).toHaveURL(/q=potato/);
    await expect(rows(page)).toHaveCount(3);
    const byMax = page.getByRole('link', { name: 'Sort by Max Price' });
    await expect(byMax).toHaveAttribute('href', '?q=potato&sort=max&dir=asc');
    await page.goto(`${PATH}?q=potato&sort=max&dir=asc`);
    await expect(rows(page).first()).toContainText('Potato White');
    await expect(byMax).toHaveAttribute('href', '?q=potato&sort=max&dir=desc');
    await page.goto(`${PATH}?q=potato&sort=max&dir=desc`);
    await expect(rows(page).first()).toContainText('Sweet Potato');
  });

  test('rows far down hold their cells until scrolled to, then render in the same columns', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    const columns = () =>
      page
        .locator('table thead th')
        .evaluateAll((cells) =>
          cells.map((cell) => [
            cell.getBoundingClientRect().left,
            cell.getBoundingClientRect().width,
          ]),
        );
    const rendered = (row: ReturnType<typeof rows>) =>
      row
        .locator('[data-trend]')
        .evaluate((badge) => badge.checkVisibility({ contentVisibilityAuto: true }));
    const before = await columns();
    // The first rows are whole; the last, thousands of pixels down, is not laid out yet.
    expect(await rendered(rows(page).first())).toBe(true);
    const last = rows(page).last();
    expect(await rendered(last)).toBe(false);
    // Its words are in the page all the same, for find-in-page and screen readers.
    await expect(page.getByRole('rowheader', { name: /Strawberry/ })).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
    expect(await columns()).toEqual(before);
    const lefts = (row: ReturnType<typeof rows>) =>
      row
        .locator('th, td')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().left));
    expect(await lefts(last)).toEqual(await lefts(rows(page).first()));
  });

  test('ignores a malformed query instead of failing', async ({ page }) => {
    const response = await page.goto(`${PATH}?trend=up&sort=price&dir=%20`);
    expect(response?.status()).toBe(200);
    await expect(rows(page)).toHaveCount(68);
  });
});

test.describe('vegetable prices (Nepali)', () => {
  test('shows Nepali names, units and Devanagari digits, and searches in Nepali', async ({
    page,
  }) => {
    await page.goto('/ne/kalimati-vegetable-price');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('कालीमाटी तरकारी मूल्य');
    await expect(page.locator('[data-last-updated]')).toContainText('१ जेठ २०८२');
    await expect(footer(page)).toHaveText('६८ तरकारी देखाइँदै');
    const tomato = page.locator('tr[data-row="1"]');
    await expect(tomato).toContainText('गोलभेडा ठूलो(नेपाली) (Tomato Big(Nepali))');
    // The English name is marked as English: a screen reader reads it in an English voice.
    await expect(tomato.locator('[lang="en"]')).toHaveText('(Tomato Big(Nepali))');
    await expect(tomato).toContainText('के.जी.');
    await expect(tomato.locator('td').nth(3)).toHaveText('५०.००');
    await expect(tomato.locator('[data-trend]')).toHaveText(/बढ्दो/);
    await hydrated(page);
    await page.getByRole('main').getByRole('searchbox', { name: 'खोज्नुहोस्' }).fill('गोलभेडा');
    await expect(rows(page)).toHaveCount(2);
    await expect(footer(page)).toHaveText('२ तरकारी "गोलभेडा" सँग मिल्ने देखाइँदै');
    await page.getByRole('combobox', { name: 'प्रवृत्ति' }).selectOption('falling');
    await expect(footer(page)).toHaveText('१ तरकारी "गोलभेडा" सँग मिल्ने घट्दो मूल्य प्रवृत्ति भएका देखाइँदै');
    await expect(
      page.locator('[data-chart="vegetable-history"] [data-chart-summary]'),
    ).toContainText('४७.२५');
  });
});

test.describe('vegetable prices on an empty store', () => {
  for (const locale of ['en', 'ne'] as const) {
    test(`answers 200 with the empty state in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${EMPTY_STORE_ORIGIN}/${locale}/kalimati-vegetable-price`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('[data-market-state="empty"]')).toContainText(
        locale === 'en' ? 'No vegetable prices available yet.' : 'अहिलेसम्म कुनै तरकारी मूल्य उपलब्ध छैन।',
      );
      await expect(page.locator('table tbody tr[data-row]')).toHaveCount(0);
      // The educational text is still there.
      await expect(page.locator('#nutrition-title')).toBeVisible();
    });
  }
});
