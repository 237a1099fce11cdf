import { expect, test, type Page } from '@playwright/test';
import { EMPTY_STORE_ORIGIN } from './support/servers';

// The seeded store (scripts/seed-e2e.ts) holds NRB rates for 12–15 May 2025; the clock says
// 16 May 2025, 10:00 in Nepal, so the rates are "effective as of" 15 May and stale. On 15 May:
// USD 150.80/151.40, JPY 9.45/9.49 per 10, INR 160.00/160.15 per 100, KRW 9.88/9.92 per 100.
const PATH = '/en/foreign-currency-exchange';

const rows = (page: Page) => page.locator('#rates tbody tr');
const hydrated = (page: Page) => expect(page.locator('#calculator [data-hydrated]')).toHaveCount(1);

test.describe('forex page', () => {
  test('counts and units on the Nepali page are in Devanagari digits', async ({ page }) => {
    await page.goto('/ne/foreign-currency-exchange');
    await expect(page.getByText('नेपाली रुपैयाँसँगका २२ मुद्राका दर।')).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).toContain('प्रति १ USD रुपैयाँ');
    expect(text).not.toMatch(/प्रति [0-9]/);
  });

  test('shows the day, its source, the featured currencies and the first 15 rates', async ({
    page,
  }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foreign Exchange Rates');
    await expect(page.getByText('Today is Friday, 2 Jestha 2082 BS')).toBeVisible();
    await expect(page.getByText('22 currencies against the Nepali rupee')).toBeVisible();
    await expect(page.getByTestId('effective-as-of')).toHaveText(
      'Rates effective as of 1 Jestha 2082 BS (15 May 2025).',
    );
    const source = page.getByRole('region', { name: 'Source of these figures' });
    await expect(source.getByRole('link', { name: 'Nepal Rastra Bank' })).toHaveAttribute(
      'href',
      'https://www.nrb.org.np/forex/',
    );
    await expect(source).toContainText('1 Jestha 2082 BS (15 May 2025)');
    // NRB publishes every day, so the 15th is a day behind at 10:00 on the 16th.
    await expect(source.locator('[data-stale-notice]')).toContainText(
      'Nepal Rastra Bank normally publishes every day',
    );

    const featured = page.getByRole('region', { name: 'Featured Currencies' });
    await expect(featured.locator('[data-currency]')).toHaveCount(6);
    await expect(featured.locator('[data-currency="JPY"]')).toContainText('per 10 JPY');
    await expect(featured.locator('[data-currency="USD"]')).toContainText('Rs. 150.80');

    await expect(rows(page)).toHaveCount(15);
    await expect(page.locator('#rates tbody tr[data-currency="INR"]')).toContainText('100');
    await expect(page.getByTestId('rates-count')).toHaveText('Displaying 15 of 22 exchange rates.');
  });

  test('pages through the table with JavaScript', async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const pager = page.getByRole('navigation', { name: 'Exchange rate pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2#rates$/);
    await expect(rows(page)).toHaveCount(7);
    await expect(page.getByTestId('rates-count')).toHaveText('Displaying 7 of 22 exchange rates.');
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(rows(page)).toHaveCount(15);
  });

  test('the calculator converts as you type, honouring units, with a shareable URL', async ({
    page,
  }) => {
    await page.goto(PATH);
    await hydrated(page);
    const calculator = page.getByRole('form', { name: 'NPR Calculator' });
    const result = page.getByTestId('calculator-result');
    await expect(result).toHaveText('100.00 USD = Rs. 15,080.00');
    await calculator.getByLabel('Amount').fill('1000');
    await calculator.getByLabel('Currency').selectOption('JPY');
    await expect(result).toHaveText('1,000.00 JPY = Rs. 945.00');
    await expect(calculator).toContainText('At the buying rate of Rs. 9.45 per 10 JPY.');
    await calculator.getByLabel('Currency').selectOption('INR');
    await expect(result).toHaveText('1,000.00 INR = Rs. 1,600.00');
    await calculator.getByLabel('Currency').selectOption('KRW');
    await calculator.getByLabel('NPR → KRW').check();
    await calculator.getByLabel('Amount').fill('992');
    await expect(result).toHaveText('Rs. 992.00 = 10,000.00 KRW');
    await expect(calculator).toContainText('At the selling rate of Rs. 9.92 per 100 KRW.');
    await expect(page).toHaveURL(/amount=992&currency=KRW&direction=from-npr#calculator$/);
    await calculator.getByLabel('Amount').fill('abc');
    await expect(result).toHaveText('Enter an amount greater than zero, for example 100.');
  });

  test('charts the US dollar by default with a text summary, table and downloads; any currency on request', async ({
    page,
  }) => {
    await page.goto(PATH);
    const history = page.locator('#history');
    const chart = history.locator('svg[role="img"]:visible');
    await expect(chart).toHaveCount(1);
    await expect(history.locator('[data-chart-summary]')).toContainText(
      'from 151.44 on 12 May 2025 to 150.80 on 15 May 2025, a change of −0.64 (−0.42%)',
    );
    await expect(chart.locator('desc')).toContainText(
      'Lowest 150.80 on 14 May 2025; highest 151.76 on 13 May 2025.',
    );
    await history.getByText('Show the numbers as a table').click();
    await expect(history.locator('details tbody tr')).toHaveCount(4);
    await expect(history.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/forex/history?currency=USD&from=2025-04-16&to=2025-05-15&format=csv',
    );
    const csv = await page.request.get(
      '/api/v1/forex/history?currency=USD&from=2025-04-16&to=2025-05-15&format=csv',
    );
    expect((await csv.text()).trim().split(/\r\n/)).toHaveLength(5);

    await history
      .getByRole('navigation', { name: 'Show the history of' })
      .getByRole('link', { name: 'EUR' })
      .click();
    await expect(page).toHaveURL(/\?chart=EUR#history$/);
    await expect(history.getByRole('heading', { level: 3 })).toContainText('Euro (EUR)');
    await expect(history.locator('[data-chart-summary]')).toContainText('to 172.96 on 15 May 2025');
  });

  test('Nepali page: Devanagari digits, Nepali names and the calculator', async ({ page }) => {
    await page.goto('/ne/foreign-currency-exchange?amount=1000&currency=INR&direction=from-npr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('विदेशी विनिमय दर');
    await expect(page.getByTestId('rates-count')).toHaveText('२२ मध्ये १५ विनिमय दरहरू देखाइँदै।');
    await expect(page.locator('#rates tbody tr[data-currency="USD"]')).toContainText('अमेरिकी डलर');
    await expect(page.locator('#rates tbody tr[data-currency="USD"]')).toContainText('रु. १५०.८०');
    await expect(page.getByTestId('calculator-result')).toHaveText('रु. १,०००.०० = ६२४.४१ INR');
    await expect(page.locator('#history [data-chart-summary]')).toContainText(
      '१२ मे २०२५ मा १५१.४४ बाट',
    );
  });

  test('Nepali page: the calculator starts at १०० in Devanagari digits', async ({ page }) => {
    await page.goto('/ne/foreign-currency-exchange');
    const calculator = page.locator('#calculator');
    await expect(calculator.locator('input[name="amount"]')).toHaveValue('१००');
    await expect(page.getByTestId('calculator-result')).toHaveText('१००.०० USD = रु. १५,०८०.००');
    // Formatted in the browser from here on: still Devanagari digits with lakh grouping.
    await hydrated(page);
    await calculator.getByLabel('रकम').fill('१०००००');
    await calculator.getByLabel('मुद्रा').selectOption('JPY');
    await expect(page.getByTestId('calculator-result')).toHaveText(
      '१,००,०००.०० JPY = रु. ९४,५००.००',
    );
    await expect(calculator).toContainText('प्रति १० JPY रु. ९.४५ को खरिद दरमा।');
    await calculator.getByLabel('रुपैयाँ → JPY').check();
    await expect(page.getByTestId('calculator-result')).toHaveText(
      /^रु\. १,००,०००\.०० = [०-९,.]+ JPY$/,
    );
  });

  test('declares canonical, hreflang and structured data for the plain URL, even on a query view', async ({
    page,
  }) => {
    await page.goto(`${PATH}?page=2`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/foreign-currency-exchange$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ne"]')).toHaveAttribute(
      'href',
      /\/ne\/foreign-currency-exchange$/,
    );
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map((n) => (JSON.parse(n.textContent ?? '{}') as { '@type': string })['@type']),
      );
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Dataset']));
    await expect(
      page.locator('[itemtype="https://schema.org/FAQPage"] [itemprop="mainEntity"]').first(),
    ).toBeAttached();
    expect(types.filter((t) => t === 'Dataset')).toHaveLength(22);
  });

  test('an empty store shows the empty state with a 200 in both languages', async ({ page }) => {
    const en = await page.goto(`${EMPTY_STORE_ORIGIN}${PATH}`);
    expect(en?.status()).toBe(200);
    await expect(page.locator('[data-market-state="empty"]')).toContainText(
      'No exchange rates available for today.',
    );
    await expect(page.locator('#rates')).toHaveCount(0);
    const ne = await page.goto(`${EMPTY_STORE_ORIGIN}/ne/foreign-currency-exchange?page=2`);
    expect(ne?.status()).toBe(200);
    await expect(page.locator('[data-market-state="empty"]')).toContainText(
      'आजको लागि कुनै विनिमय दरहरू उपलब्ध छैनन्।',
    );
  });
});

test.describe('forex page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages through the table without JavaScript, also under the /forex alias', async ({
    page,
  }) => {
    await page.goto('/en/forex');
    await page
      .getByRole('navigation', { name: 'Exchange rate pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/foreign-currency-exchange\?page=2#rates$/);
    await expect(rows(page)).toHaveCount(7);
    await expect(page.getByTestId('rates-count')).toHaveText('Displaying 7 of 22 exchange rates.');
    await page.goto('/en/forex?page=2');
    await expect(rows(page)).toHaveCount(7);
  });

  test('the calculator works without JavaScript, from the form and from a shared link', async ({
    page,
  }) => {
    await page.goto(PATH);
    const calculator = page.getByRole('form', { name: 'NPR Calculator' });
    await calculator.getByLabel('Amount').fill('1000');
    await calculator.getByLabel('Currency').selectOption('JPY');
    await calculator.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/\?amount=1000&currency=JPY&direction=to-npr#calculator$/);
    await expect(page.getByTestId('calculator-result')).toHaveText('1,000.00 JPY = Rs. 945.00');
    await page.goto(`${PATH}?amount=15140&currency=usd&direction=from-npr`);
    await expect(page.getByTestId('calculator-result')).toHaveText('Rs. 15,140.00 = 100.00 USD');
  });
});
