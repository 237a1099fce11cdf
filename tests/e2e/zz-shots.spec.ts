import { test } from '@playwright/test';
for (const locale of ['en', 'ne']) for (const width of [390, 1366]) {
  test(`shot ${locale} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${locale}/kalimati-vegetable-price`);
    await page.screenshot({ path: `/tmp/veg-${locale}-${width}.png`, fullPage: false });
    await page.goto(`/${locale}`);
    await page.locator('[data-home-market]').scrollIntoViewIfNeeded();
    await page.locator('[data-home-market]').screenshot({ path: `/tmp/home-${locale}-${width}.png` });
  });
}
