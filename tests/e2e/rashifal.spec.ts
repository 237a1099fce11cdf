import { expect, test } from '@playwright/test';
import { SIGN_KEYS } from '../../lib/rashifal/signs';

// The build and the server are pinned to 16 May 2025, 10:00 in Nepal (2 Jestha 2082 BS, a
// Friday). The almanac that morning: Krishna Chaturthi, Mula nakshatra, sunrise 05:14, the Moon
// in Dhanu (Sagittarius), so Mesh has the Moon in its 9th house and Dhanu in its 1st.

test.describe('daily rashifal page', () => {
  test('shows the day’s almanac and all twelve signs in English', async ({ page }) => {
    test.slow(); // many assertions on a large page
    const response = await page.goto('/en/nepali-rashifal');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('s-maxage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Rashifal');
    await expect(page.getByTestId('date-line')).toHaveText('2 Jestha 2082 BS');
    await expect(page.getByTestId('weekday-ne')).toContainText('शुक्रबार');
    const almanac = page.getByTestId('almanac-line');
    for (const value of ['Chaturthi', 'dark half', 'Mula', '05:14', 'Sagittarius'])
      await expect(almanac).toContainText(value);
    await expect(page.getByTestId('meditation')).toContainText('fire sign');

    const cards = page.getByTestId('sign-card');
    await expect(cards).toHaveCount(12);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-sign')))).toEqual(
      SIGN_KEYS,
    );
    await expect(page.locator('[data-sign="aries"]')).toHaveAttribute('data-house', '9');
    await expect(page.locator('[data-sign="sagittarius"]')).toHaveAttribute('data-house', '1');
    const aries = page.locator('[data-sign="aries"]');
    await expect(aries).toContainText('मेष · Mesh');
    await expect(aries).toContainText('Fire');
    await expect(aries).toContainText('Moon in your 9th house');
    await expect(aries).toContainText('Mars (मङ्गल)');
    await expect(aries).toContainText('Gemini, Aquarius');
    await expect(aries).toContainText('With the Moon waning'); // 9th house, dark half: mixed
    await expect(page.locator('[data-sign="taurus"]')).toContainText('Take care'); // 8th: chandrashtama
    const texts = await page.getByTestId('prediction').allTextContents();
    expect(new Set(texts).size).toBe(12);
    await expect(page.getByRole('heading', { name: 'The three gunas' })).toBeVisible();
    await expect(page.getByText('Which sign should I read')).toBeVisible();
  });

  test('is in Nepali with Devanagari digits on /ne', async ({ page }) => {
    test.slow();
    await page.goto('/ne/nepali-rashifal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('दैनिक राशिफल');
    await expect(page.getByTestId('date-line')).toHaveText('२ जेठ २०८२');
    const almanac = page.getByTestId('almanac-line');
    for (const value of ['चतुर्थी', 'कृष्ण पक्ष', 'मूल', '०५:१४', 'धनु'])
      await expect(almanac).toContainText(value);
    const aries = page.locator('[data-sign="aries"]');
    await expect(aries.getByRole('heading')).toHaveText('मेष');
    await expect(aries).toContainText('चन्द्रमा तपाईंको नवौं स्थानमा');
    await expect(aries).toContainText('शुभ अङ्क');
    await expect(aries).toContainText('९');
    await expect(page.getByTestId('prediction').first()).not.toContainText(/[A-Za-z]{3,}/);
    await expect(page.getByTestId('sign-card')).toHaveCount(12);
  });

  test('declares canonical, hreflang and structured data', async ({ page }) => {
    await page.goto('/ne/nepali-rashifal');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/ne\/nepali-rashifal$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/nepali-rashifal$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /राशिफल/);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
      ' ',
    );
    expect(ld).toContain('"FAQPage"');
    expect(ld).toContain('"BreadcrumbList"');
  });

  test('answers the /rashifal alias with the same page', async ({ page }) => {
    const response = await page.goto('/en/rashifal');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('sign-card')).toHaveCount(12);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/nepali-rashifal$/,
    );
  });

  test('asks the server again once Nepal’s midnight has passed', async ({ page }) => {
    // 00:01 on 17 May in Nepal, while the page shows 16 May.
    await page.clock.setFixedTime(new Date('2025-05-16T18:16:00Z'));
    const refresh = page.waitForRequest(
      (request) => request.url().includes('/nepali-rashifal') && request.headers()['rsc'] === '1',
    );
    await page.goto('/en/nepali-rashifal');
    await refresh;
  });
});

test.describe('sign pages', () => {
  test('shows one sign today and its week ahead', async ({ page }) => {
    const response = await page.goto('/en/nepali-rashifal/leo');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Leo rashifal');
    await expect(page.getByTestId('sign-card')).toHaveAttribute('data-house', '5');
    const rows = page.getByTestId('outlook').locator('tbody tr');
    await expect(rows).toHaveCount(7);
    await expect(rows.first()).toContainText('Friday');
    await expect(rows.first()).toContainText('16 May 2025');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/nepali-rashifal\/leo$/,
    );
  });

  test('is in Nepali on /ne', async ({ page }) => {
    await page.goto('/ne/nepali-rashifal/scorpio');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('वृश्चिक राशिफल');
    await expect(page.getByTestId('outlook').locator('tbody tr').first()).toContainText('शुक्रबार');
  });

  test('redirects Nepali transliterations to the English keys', async ({ request }) => {
    for (const [alias, key] of [
      ['mesh', 'aries'],
      ['brischik', 'scorpio'],
      ['singha', 'leo'],
      ['meen', 'pisces'],
    ]) {
      const response = await request.get(`/ne/nepali-rashifal/${alias}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(
        `/ne/nepali-rashifal/${key}`,
      );
    }
  });

  test('answers an unknown sign with a 404', async ({ page }) => {
    const response = await page.goto('/en/nepali-rashifal/ophiuchus');
    expect(response?.status()).toBe(404);
  });
});

test.describe('home teaser', () => {
  for (const [locale, viewAll, first] of [
    ['en', 'View All Signs', 'Aries'],
    ['ne', 'सबै राशि हेर्नुहोस्', 'मेष'],
  ] as const) {
    test(`shows today’s prediction for each sign in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}`);
      const teaser = page.getByTestId('rashifal-teaser');
      await expect(teaser.getByTestId('teaser-card')).toHaveCount(12);
      await expect(teaser.getByTestId('teaser-card').first()).toContainText(first);
      await expect(page.locator('[data-hydrated]').first()).toBeAttached();
      await teaser.getByRole('link', { name: viewAll }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/nepali-rashifal$`), { timeout: 15_000 });
      await expect(page.getByTestId('sign-card')).toHaveCount(12);
    });
  }
});
