import { expect, test, type Page } from '@playwright/test';

/*
 * The typing tools in a browser: the text converts as it is typed (input events, key by key)
 * and as it is pasted, in both languages; copy and clear; the Preeti preview; the page without
 * JavaScript says the converter needs it. Offline use is in offline.spec.ts.
 */

const input = (page: Page) => page.locator('main textarea').first();
const output = (page: Page) => page.locator('main textarea[readonly]');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main [data-hydrated]')).toHaveCount(1);
}

for (const locale of ['en', 'ne'] as const) {
  test(`romanized typing converts key by key (${locale})`, async ({ page }) => {
    await open(page, `/${locale}/nepali-unicode`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en' ? 'Nepali Unicode (Romanized)' : 'नेपाली युनिकोड (रोमनाइज्ड)',
    );
    await input(page).click();
    await page.keyboard.type('nepaal');
    await expect(output(page)).toHaveValue('नेपाल');
    await page.keyboard.type(' ra dharma.');
    await expect(output(page)).toHaveValue('नेपाल र धर्म।');
    await expect(page.getByTestId('input-counts')).toHaveText(
      locale === 'en' ? '3 words · 17 characters' : '३ शब्द · १७ अक्षर',
    );
    await expect(page.getByTestId('output-counts')).toHaveText(
      new RegExp(`^${locale === 'en' ? '3 words' : '३ शब्द'} · `),
    );

    await page.getByRole('button', { name: locale === 'en' ? 'Clear' : 'मेटाउनुहोस्' }).click();
    await expect(input(page)).toHaveValue('');
    await expect(output(page)).toHaveValue('');
    await expect(input(page)).toBeFocused();
  });

  test(`Preeti converts pasted text and previews it in the Preeti font (${locale})`, async ({
    page,
  }) => {
    await open(page, `/${locale}/preeti-to-unicode`);
    await input(page).fill('g]kfn ljBfno wd{');
    await expect(output(page)).toHaveValue('नेपाल विद्यालय धर्म');
    const preview = page.getByTestId('preeti-preview');
    await expect(preview).toHaveText('g]kfn ljBfno wd{');
    // The font's number row types letters and its shifted row the digits.
    await input(page).fill('sf7df8f}+ /fli6«o @)*#');
    await expect(output(page)).toHaveValue('काठमाडौं राष्ट्रिय २०८३');
    await expect(preview).toHaveCSS('font-family', /^Preeti/);
    await expect(page.locator('main')).toContainText('fonts.google.com/noto');
  });

  test(`Unicode goes to Preeti and the result can be copied (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, `/${locale}/unicode-to-preeti`);
    await input(page).fill('राष्ट्रिय २०८३');
    await expect(output(page)).toHaveValue('/fli6«o @)*#');
    await input(page).fill('काठमाडौँ सहर');
    await expect(output(page)).toHaveValue('sf7df8f}F ;x/');
    await expect(page.getByTestId('preeti-preview')).toHaveText('sf7df8f}F ;x/');
    await page.getByRole('button', { name: locale === 'en' ? 'Copy' : 'कपी गर्नुहोस्' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Copied|कपी भयो/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('sf7df8f}F ;x/');
  });
}

test('the conventions and the key table show what the converter makes', async ({ page }) => {
  await open(page, '/en/nepali-unicode');
  const help = page.getByRole('region', { name: 'How to type' });
  await expect(help.getByRole('row', { name: /ksha/ })).toContainText('क्ष');
  await expect(help.getByRole('row', { name: /garryo/ })).toContainText('गर्‍यो');
  // The rules are English prose; their Devanagari is marked so a screen reader reads it as Nepali.
  const retroflex = help
    .getByRole('row', { name: /Capitals for/ })
    .getByRole('cell')
    .last();
  await expect(retroflex.locator('[lang="ne"]')).toHaveText('ट ठ ड ढ ण');

  const keys = page.getByRole('region', { name: 'Key table' });
  await expect(keys.getByRole('definition').filter({ hasText: /^ठ$/ })).toHaveCount(1);
  await expect(keys.getByRole('term').filter({ hasText: /^Th$/ })).toHaveCount(1);
  await input(page).fill('namaste kaaThamaaDau* {English}');
  await expect(output(page)).toHaveValue('नमस्ते काठमाडौं English');
});

test('the typing pages are linked from the navigation and the footer', async ({ page }) => {
  await page.goto('/en');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'Typing' })
    .click();
  await expect(page).toHaveURL(/\/en\/nepali-unicode$/);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Preeti to Unicode' }),
  ).toHaveAttribute('href', '/en/preeti-to-unicode');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, text] of [
    ['en', 'needs JavaScript'],
    ['ne', 'JavaScript चाहिन्छ'],
  ] as const) {
    test(`the page says the converter needs JavaScript (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/preeti-to-unicode`);
      // Playwright's text matchers skip <noscript>; without scripts its paragraph is shown.
      const note = page.locator('main noscript p');
      await expect(note).toBeVisible();
      expect(await note.evaluate((element) => element.textContent)).toContain(text);
      await expect(input(page)).toBeVisible();
    });
  }
});
