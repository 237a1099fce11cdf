import { expect, test, type Page } from '@playwright/test';

/*
 * Site search (issue 34) on the seeded server, the e2e clock's day being 2 Jestha 2082 (16 May
 * 2025): the header's box and the page, in both languages, with JavaScript and without (plain
 * GET forms and links); the unprefixed alias; bad input; the API; noindex and the SearchAction.
 */

const TEXT = {
  en: {
    box: 'Search the site',
    festival: 'dasain',
    festivalTitle: /Dashain 2082/,
    date: '8 mangsir 2083',
    dateTitle: '8 Mangsir 2083',
    dateAd: '24 November 2026',
    vegetable: 'tomato price',
    vegetableTitle: 'Tomato Big(Nepali)',
    noResults: 'Nothing on the site matches “xyzzy”.',
    tooLong: 'The search is too long: use at most 200 characters.',
    answer: 'Answer',
  },
  ne: {
    box: 'साइटमा खोज्नुहोस्',
    festival: 'दशैं',
    festivalTitle: /दशैं २०८२/,
    date: '८ मंसिर २०८३',
    dateTitle: '८ मंसिर २०८३',
    dateAd: '२४ नोभेम्बर २०२६',
    vegetable: 'गोलभेडाको भाउ',
    vegetableTitle: 'गोलभेडा ठूलो(नेपाली)',
    noResults: 'साइटमा “xyzzy” सँग मिल्ने केही भेटिएन।',
    tooLong: 'खोज धेरै लामो भयो: बढीमा २०० अक्षर प्रयोग गर्नुहोस्।',
    answer: 'उत्तर',
  },
} as const;

const answerCard = (page: Page) => page.locator('[data-answer]');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`search with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const locale of ['en', 'ne'] as const) {
      const text = TEXT[locale];

      test(`the header box finds a festival by another spelling (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}/calendar`);
        const box = page.getByRole('banner').getByRole('searchbox', { name: text.box });
        // The box opens while it has focus; Tab reaches it, as a keyboard user would.
        await box.focus();
        await box.fill(text.festival);
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=`));
        const card = answerCard(page);
        await expect(card).toHaveAttribute('data-answer', 'festival');
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(text.festivalTitle);
        await expect(card.getByText(text.answer, { exact: true })).toBeVisible();
        // Each of the festival's days links to its day page.
        const days = card.getByRole('list').getByRole('link');
        expect(await days.count()).toBeGreaterThanOrEqual(5);
        await expect(days.first()).toHaveAttribute(
          'href',
          new RegExp(`^/${locale}/calendar/2082/`),
        );
      });

      test(`a date answers with both dates, tithi and the day's page (${locale})`, async ({
        page,
      }) => {
        await page.goto(`/${locale}/search?q=${encodeURIComponent(text.date)}`);
        const card = answerCard(page);
        await expect(card).toHaveAttribute('data-answer', 'day');
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(text.dateTitle);
        await expect(card).toContainText(text.dateAd);
        await expect(card.locator('dt').first()).toBeVisible();
        // The tithi is said once, in its own row, not again in the description.
        const tithi = (await card.locator('dd').first().textContent())!;
        await expect(card.getByText(tithi)).toHaveCount(1);
        await card.getByRole('heading', { level: 2 }).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/calendar/2083/mangsir/8$`));
      });

      test(`a vegetable answers with today's price and its history (${locale})`, async ({
        page,
      }) => {
        await page.goto(`/${locale}/search`);
        const form = page.getByRole('main').getByRole('search');
        await form.getByRole('searchbox').fill(text.vegetable);
        await form.getByRole('button').click();
        const card = answerCard(page);
        await expect(card).toHaveAttribute('data-answer', 'vegetable');
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(text.vegetableTitle);
        await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
          'href',
          new RegExp(`^/${locale}/kalimati-vegetable-price\\?item=\\d+#history$`),
        );
      });

      test(`petrol answers with the fuel page and the prices in effect (${locale})`, async ({
        page,
      }) => {
        await page.goto(
          `/${locale}/search?q=${encodeURIComponent(locale === 'ne' ? 'पेट्रोल' : 'petrol price')}`,
        );
        const card = answerCard(page);
        await expect(card).toHaveAttribute('data-answer', 'page');
        await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
          'href',
          `/${locale}/fuel-price-in-nepal`,
        );
        await expect(card).toContainText(locale === 'ne' ? 'पेट्रोल रु.' : 'Petrol Rs.');
      });

      test(`an unmatched, empty or unreadable query shows suggestions (${locale})`, async ({
        page,
      }) => {
        const suggestions = page.getByRole('main').getByRole('navigation');
        await page.goto(`/${locale}/search?q=xyzzy`);
        await expect(page.getByText(text.noResults)).toBeVisible();
        await expect(suggestions.getByRole('link')).not.toHaveCount(0);
        await page.goto(`/${locale}/search?q=`);
        await expect(suggestions.getByRole('link')).not.toHaveCount(0);
        const response = await page.goto(`/${locale}/search?q=${'a'.repeat(201)}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('main').getByRole('alert')).toContainText(text.tooLong);
        await expect(suggestions.getByRole('link')).not.toHaveCount(0);
      });
    }

    test('a click on the header icon opens the search page', async ({ page }) => {
      await page.goto('/en/foreign-currency-exchange');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/en\/search\?q=$/);
      await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
      await expect(page.getByRole('main').getByRole('navigation')).toBeVisible();
    });

    test('a phone opens search from the header icon', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/ne');
      await page.getByRole('banner').getByRole('link', { name: 'खोज्नुहोस्' }).click();
      await expect(page).toHaveURL(/\/ne\/search$/);
      await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    });
  });
}

test('the header fits a phone with the search icon', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['en', 'ne']) {
    await page.goto(`/${locale}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
  }
});

test('/search?q= redirects to the visitor locale, keeping the query', async ({ request }) => {
  const response = await request.get('/search?q=dashain', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'ne' },
  });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/^(http:\/\/[^/]+)?\/ne\/search\?q=dashain$/);
});

test('the result page is noindex with a canonical without the query', async ({ page }) => {
  await page.goto('/en/search?q=dashain');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/search$/);
  await expect(page).toHaveTitle(/^dashain: search results/);
});

test('the home page declares the search action', async ({ page }) => {
  await page.goto('/en');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const site = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'WebSite');
  expect(site.potentialAction).toMatchObject({
    '@type': 'SearchAction',
    target: { urlTemplate: expect.stringMatching(/\/en\/search\?q=\{search_term_string\}$/) },
    'query-input': 'required name=search_term_string',
  });
});

test.describe('GET /api/v1/search', () => {
  test('answers results as JSON with a short shared cache', async ({ request }) => {
    const response = await request.get(`/api/v1/search?q=${encodeURIComponent('दशैं')}&locale=ne`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('s-maxage=60');
    const body = await response.json();
    expect(body.query).toBe('दशैं');
    expect(body.results[0]).toMatchObject({ type: 'festival', answer: true });
    expect(body.results[0].url).toMatch(/^\/ne\/calendar\/2082\//);
  });

  for (const query of ['q=%FF', 'q=a%00b', `q=${'x'.repeat(201)}`, 'q=%E0%A4', 'locale=xx']) {
    test(`answers 400 JSON for ${query.slice(0, 20)}`, async ({ request }) => {
      const response = await request.get(`/api/v1/search?${query}`);
      expect(response.status()).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_query');
    });
  }

  test('the page shows a message for broken encodings, never a 500', async ({ request }) => {
    for (const query of ['q=%FF', 'q=a%00b', 'q=%E0%A4', 'q=%', 'q=%25', 'q[]=x']) {
      const response = await request.get(`/en/search?${query}`);
      expect(response.status(), query).toBeLessThan(500);
    }
  });
});
