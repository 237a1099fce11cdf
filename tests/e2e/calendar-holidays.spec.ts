import { expect, test, type Page } from '@playwright/test';

/** The page has hydrated once the today line (a client leaf) has its text: controls now respond. */
async function openMonth(page: Page, path: string) {
  await page.goto(path);
  // Months outside the prebuilt years render on first request: allow for a slow first render.
  await expect(page.getByTestId('today-line')).not.toBeEmpty({ timeout: 30_000 });
}

test.describe('holidays as the government gives them', () => {
  test('2 Kartik 2083, the second day of Ashtami, is a Dashain public holiday', async ({
    page,
  }) => {
    await openMonth(page, '/en/calendar/2083/kartik');
    await page.locator('button[data-bs-day="2"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('19 October 2026');
    await expect(dialog).toContainText('Dashain holiday');
    await expect(dialog).toContainText('Public Holiday');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    // Bhai Tika 2083 is on 25 Kartik, as the almanac has it, and the day after is Tihar leave.
    await page.locator('button[data-bs-day="25"]').click();
    await expect(page.getByRole('dialog')).toContainText('Bhai Tika');
    await expect(page.getByRole('dialog')).toContainText('11 November 2026');
    await page.keyboard.press('Escape');
    await page.locator('button[data-bs-day="26"]').click();
    await expect(page.getByRole('dialog')).toContainText('Tihar holiday');
    await expect(page.getByRole('dialog')).toContainText('Public Holiday');
  });

  test('the Nepali page names the leave day in Nepali', async ({ page }) => {
    await openMonth(page, '/ne/calendar/2083/kartik');
    await page.locator('button[data-bs-day="2"]').click();
    await expect(page.getByRole('dialog')).toContainText('दशैं बिदा');
    await expect(page.getByRole('dialog')).toContainText('सार्वजनिक बिदा');
  });

  test('Key Events reads day then month, and English readers see the romanised tithi', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openMonth(page, '/en/calendar/2083/kartik');
    const keyEvents = page.locator('section[aria-labelledby="key-events"]');
    await expect(keyEvents.getByRole('listitem').filter({ hasText: 'Bhai Tika' })).toContainText(
      '25 Kartik',
    );
    await expect(page.locator('button[data-bs-day="25"]')).toContainText('द्वितीया · Dwitiya');
  });
});

test.describe('year overview', () => {
  test('describes the year with its AD span, highlights and holidays by kind, in both languages', async ({
    page,
  }) => {
    await openMonth(page, '/en/calendar/2083/kartik');
    await page.getByRole('tab', { name: 'Year Events' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'BS 2083 at a glance' })).toBeVisible();
    await expect(panel).toContainText('AD 2026–2027');
    await expect(panel).toContainText('14 April 2026');
    await expect(panel.getByRole('heading', { name: 'Highlights' })).toBeVisible();
    await expect(panel).toContainText('Religious festivals');
    await openMonth(page, '/ne/calendar/2083/kartik');
    await page.getByRole('tab', { name: 'वर्षभरिका कार्यक्रम' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'बि.सं. २०८३ एक नजरमा' }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('ई.सं. २०२६–२०२७');
  });
});

test.describe('converter in both languages', () => {
  test('switching the language keeps the conversion in the URL', async ({ page }) => {
    await page.goto('/en/nepali-date-converter');
    await expect(page.locator('main [data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveAttribute('data-hydrated', '');
    const bsForm = page.getByRole('form', { name: 'BS to AD' });
    await bsForm.getByLabel('Year').selectOption('2083');
    await bsForm.getByLabel('Month').selectOption({ label: 'Kartik' });
    await bsForm.getByLabel('Day').selectOption('2');
    await bsForm.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/\?bs=2083-07-02$/);
    const toNepali = page
      .getByRole('banner')
      .getByRole('link', { name: 'View this page in Nepali' });
    // A middle click opens the Nepali result in a new tab.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      toNepali.click({ button: 'middle' }),
    ]);
    await expect(tab).toHaveURL(/\/ne\/nepali-date-converter\?bs=2083-07-02$/);
    await expect(tab.getByTestId('bs-result')).toContainText('अक्टोबर');
    await tab.close();
    await toNepali.click();
    await expect(page).toHaveURL(/\/ne\/nepali-date-converter\?bs=2083-07-02$/);
    await expect(page.getByTestId('bs-result')).toContainText('अक्टोबर');
    await expect(page.getByTestId('bs-result')).toContainText('२०२६');
  });

  test('answers a FAQ and publishes it as FAQPage structured data', async ({ page }) => {
    await page.goto('/ne/nepali-date-converter');
    await expect(
      page.getByRole('heading', { name: 'मिति परिवर्तक: बारम्बार सोधिने प्रश्न' }),
    ).toBeVisible();
    await page.getByText('कुन कुन सालका मिति बदल्न सकिन्छ?').click();
    await expect(page.getByText('बि.सं. १९७०देखि २१००सम्मको जुनसुकै दिन')).toBeVisible();
    // The month table reads in Nepali first on /ne.
    await page.getByRole('tab', { name: 'नेपाली महिनाहरू' }).click();
    await expect(page.getByRole('table').locator('tbody tr').first().locator('th')).toHaveText(
      'बैशाख',
    );
    // The FAQPage structured data is the visible section itself (microdata), not a JSON-LD copy.
    const faq = page.locator('[itemtype="https://schema.org/FAQPage"]');
    await expect(faq.locator('[itemprop="mainEntity"] [itemprop="name"]')).toHaveCount(7);
    await expect(faq.locator('[itemprop="acceptedAnswer"] [itemprop="text"]')).toHaveCount(7);
    await expect(
      faq.locator('[itemprop="name"]', { hasText: 'कुन कुन सालका मिति बदल्न सकिन्छ?' }),
    ).toHaveCount(1);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toEqual(
      expect.arrayContaining([expect.stringContaining('FAQPage')]),
    );
    await page.goto('/en/nepali-date-converter');
    await expect(
      page.getByRole('heading', { name: 'Date converter: frequently asked questions' }),
    ).toBeVisible();
    // The pinned clock: 16 May 2025 = 2 Jestha 2082, so the next year is 2083.
    await page.getByText('When does BS 2083 begin?').click();
    await expect(page.getByText('1 Baishakh 2083 falls on')).toBeVisible();
  });

  test('the home promo labels its directions in Nepali on /ne', async ({ page }) => {
    await page.goto('/ne');
    await expect(page.getByText('ई.सं. → बि.सं.')).toBeVisible();
    await expect(page.getByText('बि.सं. → ई.सं.')).toBeVisible();
  });
});
