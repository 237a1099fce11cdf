import { expect, test } from '@playwright/test';

/*
 * A `.below-fold` section is held at `--fold-size` until the browser renders it. If its content
 * were taller, anything that measures the page before then (an audit, a script) would find the
 * content spilling over the next section's links: Lighthouse once failed the home page's
 * target-size check that way. So at every breakpoint the held-back height must be at least the
 * real one. Kartik 2081 (Tihar) is a month with many events and festivals. The saait year holds
 * its sections at bounds computed from each month's number of days.
 */
const PAGES = [
  '',
  '/calendar/2081/kartik',
  '/nepali-date-converter',
  '/foreign-currency-exchange',
  '/kalimati-vegetable-price',
  '/saait/2081',
];
const WIDTHS = [320, 640, 768, 1024, 1280];

for (const locale of ['en', 'ne'] as const) {
  for (const path of PAGES) {
    test(`${locale}${path || ' home'}: no skipped section is taller than its held-back height`, async ({
      page,
    }) => {
      await page.goto(`/${locale}${path}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const sections = await page.locator('.below-fold').evaluateAll((elements) =>
          elements.map((element) => {
            const style = element as HTMLElement;
            const heldBack = parseFloat(
              getComputedStyle(element).containIntrinsicHeight.split(' ').at(-1)!,
            );
            style.style.contentVisibility = 'visible';
            const real = element.getBoundingClientRect().height;
            style.style.contentVisibility = '';
            const label = element.getAttribute('aria-labelledby');
            return { section: element.tagName + (label ? `[${label}]` : ''), heldBack, real };
          }),
        );
        expect(sections.length, 'sections below the fold').toBeGreaterThan(0);
        for (const { section, heldBack, real } of sections)
          expect(real, `${section} at ${width} px`).toBeLessThanOrEqual(heldBack);
      }
    });
  }
}
