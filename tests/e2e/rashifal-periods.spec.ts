import { expect, test } from '@playwright/test';

// The build and the server are pinned to Friday 16 May 2025 in Nepal (2 Jestha 2082 BS). So the
// week is Sunday 11 – Saturday 17 May (28 Baishakh – 3 Jestha); the Moon is in Scorpio, Aries'
// 8th sign, at the sunrises of 13–15 May; the Sun enters Taurus on 15 May, which opens Jestha.
// BS 2082 runs with Saturn in Pisces all year: Pisces' sade sati peak, Leo's dhaiya (8th).

test.describe('weekly, monthly and yearly rashifal', () => {
  test('the week in English: both calendars, the days, chandrashtama, the Sun’s ingress', async ({
    page,
  }) => {
    const response = await page.goto('/en/nepali-rashifal/aries/weekly');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('s-maxage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('♈Aries weekly rashifal');
    const period = page.getByTestId('period');
    await expect(period).toContainText('11 May 2025 – 17 May 2025');
    await expect(period).toContainText('28 Baishakh 2082 – 3 Jestha 2082');
    await expect(page.getByRole('link', { name: 'Weekly', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const rows = page.getByTestId('week-table').locator('tbody tr');
    await expect(rows).toHaveCount(7);
    expect(
      await rows.evaluateAll((els) =>
        els.filter((el) => el.dataset.mark === 'chandrashtama').map((el) => el.dataset.date),
      ),
    ).toEqual(['2025-05-13', '2025-05-14', '2025-05-15']);
    await expect(page.getByTestId('changes')).toContainText('Sun enters Taurus');
    await expect(page.getByTestId('prediction')).toContainText('Chandrashtama on Tuesday');
    await expect(page.getByText('How this reading is made')).toBeVisible();
    await expect(page.getByText('Which sign should I read?')).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('BreadcrumbList') && text.includes('/weekly'))).toBe(
      true,
    );
  });

  test('the week in Nepali, with Devanagari digits', async ({ page }) => {
    await page.goto('/ne/nepali-rashifal/aries/weekly');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('♈मेष राशिको साप्ताहिक राशिफल');
    await expect(page.getByTestId('period')).toContainText('२८ बैशाख २०८२ – ३ जेठ २०८२');
    await expect(page.getByTestId('prediction')).toContainText('चन्द्राष्टम');
    await expect(page.getByTestId('prediction')).not.toContainText(/[A-Za-z]{3,}/);
    await expect(page.getByTestId('week-table')).toContainText('वृश्चिक');
  });

  for (const [locale, sun, house] of [
    ['en', 'Taurus', '2nd house'],
    ['ne', 'वृष', 'दोस्रो स्थान'],
  ] as const) {
    test(`the BS month in ${locale}: the Sun’s sign and house`, async ({ page }) => {
      const response = await page.goto(`/${locale}/nepali-rashifal/aries/monthly`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('period')).toContainText(
        locale === 'en' ? 'Jestha 2082' : 'जेठ २०८२',
      );
      await expect(page.getByTestId('period')).toContainText(
        locale === 'en' ? '15 May 2025' : '१५',
      );
      const line = page.getByTestId('sun-line');
      await expect(line).toContainText(sun);
      await expect(line).toContainText(house);
      await expect(page.getByTestId('month-table').locator('tbody tr')).toHaveCount(4);
    });
  }

  for (const [locale, peak, dhaiya] of [
    ['en', 'peak phase', 'Shani dhaiya'],
    ['ne', 'मुख्य चरण', 'शनिको ढैया'],
  ] as const) {
    test(`the BS year in ${locale}: Saturn’s spans, sade sati and dhaiya`, async ({ page }) => {
      const response = await page.goto(`/${locale}/nepali-rashifal/pisces/yearly`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('period')).toContainText(locale === 'en' ? '2082' : '२०८२');
      await expect(page.getByTestId('sade-sati')).toContainText(peak);
      await expect(page.getByTestId('saturn-table')).toContainText(
        locale === 'en' ? 'Pisces' : 'मीन',
      );
      await expect(page.getByTestId('jupiter-table').locator('tbody tr')).not.toHaveCount(0);
      await page.goto(`/${locale}/nepali-rashifal/leo/yearly`);
      await expect(page.getByTestId('dhaiya')).toContainText(dhaiya);
    });
  }

  test('tabs lead from the sign page and the rashifal page to the periods', async ({ page }) => {
    await page.goto('/en/nepali-rashifal/taurus');
    await expect(page.getByRole('link', { name: 'Today', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Monthly', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/nepali-rashifal\/taurus\/monthly$/, { timeout: 15_000 });
    await page.goto('/ne/nepali-rashifal');
    const links = page.getByTestId('period-links');
    await expect(links.locator('a[href="/ne/nepali-rashifal/aries/weekly"]')).toHaveCount(1);
    await expect(links.locator('a[href$="/yearly"]')).toHaveCount(12);
  });

  test('answers an unknown sign with the localized 404; a transliteration moves to the English key', async ({
    page,
  }) => {
    for (const path of ['weekly', 'monthly', 'yearly']) {
      const response = await page.goto(`/en/nepali-rashifal/ophiuchus/${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    }
    const alias = await page.goto('/ne/nepali-rashifal/mesh/yearly');
    expect(alias?.status()).toBe(200);
    await expect(page).toHaveURL(/\/ne\/nepali-rashifal\/aries\/yearly$/);
  });
});
