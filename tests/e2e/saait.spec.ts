import { expect, test } from '@playwright/test';

// The build and the server are pinned to 16 May 2025 (2 Jestha 2082 BS): the current saait year
// is 2082, and the next marriage saait by the classical rules is 3 Jestha.

test.describe('saait pages', () => {
  test('/saait goes to this year and shows every kind month by month in English', async ({
    page,
  }) => {
    const response = await page.goto('/en/saait');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/saait\/2082$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saait 2082');
    await expect(page.getByTestId('saait-kind')).toHaveCount(6);
    const marriage = page.locator('section#bibaha');
    await expect(marriage.getByRole('heading', { level: 2 })).toContainText('Marriage (Bibaha)');
    await expect(marriage.getByRole('heading', { level: 3 })).toHaveCount(12);
    const jestha3 = marriage.getByRole('link', { name: /^3, Saturday: Uttara Ashadha/ });
    await expect(jestha3).toHaveAttribute('href', '/en/calendar/2082/jestha/3');
    // The night's lagna that met the rules, with its hours (after midnight, Kathmandu time).
    await expect(jestha3).toContainText('Meen lagna 02:04–03:30');
    await expect(marriage).toContainText('Muhurta Chintamani');
    await expect(marriage).toContainText('with Mars neither in it nor in its 7th or 8th house');
    await expect(marriage).toContainText('Chaturmas');
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Questions about saait' })).toBeVisible();
  });

  test('shows the published list, with its report, for a year one is held', async ({ page }) => {
    await page.goto('/en/saait/2077');
    const marriage = page.locator('section#bibaha');
    await expect(marriage.locator('li[data-basis="published"]')).toHaveCount(14);
    await expect(marriage.getByRole('link', { name: /Ujyaalo Online/ })).toHaveAttribute(
      'href',
      /ujyaaloonline\.com/,
    );
  });

  test('writes the page in Nepali with Devanagari digits', async ({ page }) => {
    await page.goto('/ne/saait/2082');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइत २०८२');
    const marriage = page.locator('section#bibaha');
    await expect(marriage.getByRole('heading', { level: 2 })).toContainText('विवाह');
    // The heading's count of days, like every number the page writes, in Devanagari digits.
    await expect(marriage.getByRole('heading', { level: 2 })).toHaveText(/विवाह.* [०-९]+ दिन$/);
    const latinDigits = await page.getByRole('main').evaluate((main) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!node.parentElement?.closest('script') && /\d/.test(node.textContent ?? ''))
          found.push(node.textContent!.trim());
      return found;
    });
    expect(latinDigits).toEqual([]);
    await expect(marriage).toContainText('मुहूर्तचिन्तामणि, विवाह प्रकरण');
    await expect(marriage).not.toContainText('Muhurta Chintamani');
    const jestha3 = marriage.getByRole('link', { name: /^३, शनिबार: उत्तराषाढा/ });
    await expect(jestha3).toHaveAttribute('href', '/ne/calendar/2082/jestha/3');
    await expect(jestha3).toContainText('मीन लग्न ०२:०४–०३:३०');
  });

  test('answers 404 for a year outside the calendar', async ({ page }) => {
    const response = await page.goto('/en/saait/1800');
    expect(response?.status()).toBe(404);
  });
});

test.describe('saait on the day page and the home page', () => {
  test('lists the kinds a day suits and why', async ({ page }) => {
    await page.goto('/en/calendar/2082/jestha/3');
    const saait = page.getByTestId('day-saait');
    await expect(saait.locator('li[data-kind="bibaha"]')).toContainText(
      'Marriage (Bibaha) (computed): Meen lagna 02:04–03:30, Uttara Ashadha',
    );
    await expect(saait.getByRole('link', { name: 'All saait of 2082' })).toHaveAttribute(
      'href',
      '/en/saait/2082',
    );
  });

  test('teases the next marriage saait on the home page in both languages', async ({ page }) => {
    await page.goto('/en');
    const teaser = page.getByTestId('saait-teaser');
    await expect(teaser).toContainText('Next marriage saait');
    await expect(teaser.getByRole('link', { name: /3 Jestha 2082/ })).toHaveAttribute(
      'href',
      '/en/calendar/2082/jestha/3',
    );
    await page.goto('/ne');
    await expect(page.getByTestId('saait-teaser')).toContainText('अर्को विवाह साइत');
  });
});

test.describe('Nepal Sambat as printed', () => {
  test('the day page writes the committee’s month and half together', async ({ page }) => {
    await page.goto('/ne/calendar/2082/kartik/5');
    await expect(page.getByText('ने.सं. ११४६ कछलाथ्व पारु')).toBeVisible();
    await page.goto('/en/calendar/2082/kartik/5');
    await expect(page.getByText('NS 1146 Kachhalathwa Paru')).toBeVisible();
  });

  test('the month view shows the Nepal Sambat span of the month', async ({ page }) => {
    await page.goto('/ne/calendar/2082/kartik');
    await expect(page.getByTestId('month-nepal-sambat')).toHaveText(
      'ने.सं. ११४५ कौलागा द्वादशी – ने.सं. ११४६ कछलागा द्वादशी',
    );
  });
});
