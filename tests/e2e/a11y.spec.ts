import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * Every page type, in both languages, has no serious or critical axe violation. Add a page type
 * here when it is built. Each page type is audited once per language, one at a phone width and
 * the other at a desktop width, the two swapping from one page type to the next: both widths are
 * covered in both languages at half the run time (an axe pass is the slowest step of the suite).
 */
const PAGE_TYPES = [
  { name: 'home', path: '' },
  { name: 'calendar month', path: '/calendar/2082/jestha' },
  { name: 'date converter', path: '/nepali-date-converter' },
  { name: 'romanized typing', path: '/nepali-unicode' },
  { name: 'Preeti to Unicode', path: '/preeti-to-unicode' },
  { name: 'Unicode to Preeti', path: '/unicode-to-preeti' },
  { name: 'API', path: '/api' },
  { name: 'calendar day', path: '/calendar/2082/jestha/15' },
  { name: 'vegetables', path: '/kalimati-vegetable-price', large: true },
  { name: 'gold and silver', path: '/gold-and-silver-in-nepal' },
  { name: 'forex', path: '/foreign-currency-exchange' },
  { name: 'fuel', path: '/fuel-price-in-nepal' },
  { name: 'rashifal', path: '/nepali-rashifal' },
  { name: 'rashifal sign', path: '/nepali-rashifal/leo' },
  { name: 'rashifal weekly', path: '/nepali-rashifal/leo/weekly' },
  { name: 'rashifal monthly', path: '/nepali-rashifal/leo/monthly' },
  { name: 'rashifal yearly', path: '/nepali-rashifal/leo/yearly' },
  // The two largest documents (a year of days per kind; a hundred rows): axe's contrast pass walks
  // every element, about a minute on a busy two-core machine, so they get three times the time.
  { name: 'saait year', path: '/saait/2082', large: true },
  { name: 'FAQ', path: '/faq' },
  { name: 'offline', path: '/offline' },
  { name: 'search results', path: '/search?q=dashain' },
  { name: 'search date answer', path: '/search?q=8%20mangsir%202083' },
  // Its framed widgets are audited on their own, in both themes (widgets.spec.ts).
  { name: 'widgets', path: '/widgets', frames: false },
  { name: 'not found', path: '/no-such-page', status: 404 },
  { name: 'calendar year', path: '/calendar/2083' },
  { name: 'year holidays', path: '/calendar/2083/holidays' },
];

for (const locale of ['en', 'ne'] as const) {
  for (const [index, type] of PAGE_TYPES.entries()) {
    const { name, path, status = 200, frames = true, large = false } = type;
    const width = (index + (locale === 'en' ? 0 : 1)) % 2 === 0 ? 390 : 1280;
    test(`${name} (${locale}, ${width} px) has no serious or critical axe violations`, async ({
      page,
    }) => {
      if (large) test.slow();
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status()).toBe(status);
      // Audit the hydrated page: client leaves mark themselves once React runs. The 404 is a
      // static document without the app shell, so it has nothing to hydrate.
      if (status === 200) await expect(page.locator('header[data-hydrated]')).toHaveCount(1);
      const axe = new AxeBuilder({ page });
      if (!frames) axe.exclude('iframe');
      const results = await axe.analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
