import { expect, test } from '@playwright/test';

const CONVERT_EXAMPLE = '/api/v1/convert?from=bs&date=2081-06-17';

test.describe('API Access page', () => {
  test('renders the heading and the convert endpoint in English', async ({ page }) => {
    const response = await page.goto('/en/api');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Access');
    const card = page.getByRole('article', { name: 'GET /api/v1/convert' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toContainText('/api/v1/convert');
    await expect(card.locator('dt code', { hasText: 'from' })).toBeVisible();
    await expect(card.locator('dt code', { hasText: 'date' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Calendar & dates' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Market prices' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenAPI 3.1 document' })).toHaveAttribute(
      'href',
      '/api/v1/openapi.json',
    );
    await expect(page.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute(
      'href',
      '/api/v1/calendar.ics',
    );
    await expect(page.getByRole('link', { name: 'Nepal Rastra Bank' })).toHaveAttribute(
      'href',
      /nrb\.org\.np/,
    );
  });

  test("the convert endpoint's example link answers JSON", async ({ page, request }) => {
    await page.goto('/en/api');
    const link = page
      .getByRole('article', { name: 'GET /api/v1/convert' })
      .getByRole('link', { name: CONVERT_EXAMPLE });
    await expect(link).toHaveAttribute('href', CONVERT_EXAMPLE);
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({
      ad: '2024-10-03',
      bs: { year: 2081, month: 6, day: 17 },
    });
  });

  test('renders in Nepali', async ({ page }) => {
    const response = await page.goto('/ne/api');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API पहुँच');
    await expect(page.getByRole('article', { name: 'GET /api/v1/convert' })).toBeVisible();
  });

  test('declares its canonical URL and language alternates', async ({ page }) => {
    await page.goto('/en/api');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/api$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ne"]')).toHaveAttribute(
      'href',
      /\/ne\/api$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/en\/api$/,
    );
  });

  test('is reached from the footer link and from the unprefixed path', async ({
    page,
    request,
  }) => {
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API Access' }).click();
    await expect(page).toHaveURL(/\/en\/api$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Access');
    const redirect = await request.get('/api', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(new URL(redirect.headers()['location']!, 'http://x').pathname).toBe('/en/api');
  });
});

test('/api/v1/openapi.json serves the OpenAPI 3.1 document', async ({ request }) => {
  const response = await request.get('/api/v1/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  expect(response.headers()['cache-control']).toMatch(/s-maxage=86400/);
  const body = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(body.openapi).toBe('3.1.0');
  expect(Object.keys(body.paths)).toEqual(
    expect.arrayContaining(['/api/v1/convert', '/api/v1/calendar/{year}.ics', '/api/v1/forex']),
  );
});
