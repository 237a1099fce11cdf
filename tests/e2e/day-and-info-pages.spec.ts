import { expect, test } from '@playwright/test';

test.describe('calendar day page', () => {
  test('shows the date, the full panchang and the day’s holiday in English', async ({ page }) => {
    const response = await page.goto('/en/calendar/2082/jestha/15');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('15 Jestha 2082 BS');
    await expect(page.getByText('Thursday, 29 May 2025')).toBeVisible();
    await expect(page.getByText('Public Holiday').first()).toBeVisible();
    const panchang = page.getByRole('region', { name: 'Panchang for the day' });
    for (const label of [
      'Tithi',
      'Paksha',
      'Nakshatra',
      'Yoga',
      'Karana',
      'Moon sign',
      'Sunrise',
      'Sunset',
      'Nepal Sambat',
    ]) {
      await expect(panchang.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(panchang.getByText(/^05:\d\d$/)).toBeVisible();
    await expect(page).toHaveTitle(/15 Jestha 2082 BS/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/calendar\/2082\/jestha\/15$/,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Event"'))).toBe(true);
    expect(jsonLd.some((text) => text.includes('"@type":"BreadcrumbList"'))).toBe(true);
  });

  test('in Nepali with Devanagari digits and Nepali names, linked to its neighbours and month', async ({
    page,
  }) => {
    await page.goto('/ne/calendar/2082/jestha/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('२ जेठ २०८२');
    await expect(page.getByRole('region', { name: 'आजको पञ्चाङ्ग' })).toContainText('नेपाल संवत्');
    await page.getByRole('link', { name: /पछिल्लो दिन/ }).click();
    await expect(page).toHaveURL(/\/ne\/calendar\/2082\/jestha\/3$/);
    await page.getByRole('link', { name: /पूरा महिना/ }).click();
    await expect(page).toHaveURL(/\/ne\/calendar\/2082\/jestha$/);
  });

  test('moves other spellings to the one canonical URL and answers 404 past the month’s end', async ({
    page,
    request,
  }) => {
    await page.goto('/en/calendar/2082/2/02');
    await expect(page).toHaveURL(/\/en\/calendar\/2082\/jestha\/2$/);
    const past = await request.get('/en/calendar/2082/jestha/32');
    expect(past.status()).toBe(404);
    const zero = await request.get('/en/calendar/2082/jestha/0');
    expect(zero.status()).toBe(404);
  });
});

test.describe('privacy, terms and FAQ pages', () => {
  test('the footer links reach each page in English, each answering 200 with its heading', async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    const pages = [
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['FAQ', 'Frequently Asked Questions'],
    ] as const;
    const hrefs = [];
    for (const [name] of pages)
      hrefs.push(await footer.getByRole('link', { name, exact: true }).getAttribute('href'));
    for (const [i, [, heading]] of pages.entries()) {
      expect(hrefs[i]).toMatch(/^\/en\//);
      const response = await page.goto(hrefs[i]!);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('in Nepali, the FAQ carries FAQPage data and the privacy page names the one cookie', async ({
    page,
  }) => {
    await page.goto('/ne/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('बारम्बार सोधिने प्रश्न');
    await expect(page.getByText('/api/v1', { exact: false })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"FAQPage"'))).toBe(true);
    await page.goto('/ne/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
    await expect(page.getByText(/NEXT_LOCALE/)).toBeVisible();
  });
});
