import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const NOW = new Date(readFileSync('tests/e2e/NOW', 'utf8').trim());

const MONTH_SLUGS = [
  'baishakh',
  'jestha',
  'ashadh',
  'shrawan',
  'bhadra',
  'ashwin',
  'kartik',
  'mangsir',
  'poush',
  'magh',
  'falgun',
  'chaitra',
];

// Months on the year page print three across, four rows; the holidays table follows on its own.
const A4_PRINTABLE_PX = { width: Math.floor((190 / 25.4) * 96), height: (277 / 25.4) * 96 };

/** Sheets in a PDF Chromium wrote: one `/Type /Page` object each (`/Pages` is the tree). */
function sheetCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/**
 * The link targets printed on each sheet of a PDF Chromium wrote, in sheet order: each `/Type
 * /Page` object lists its `/Annots`, and each link annotation its `/URI`. Where a link lands is
 * where the browser's own pagination put the element, which no DOM measure can see.
 */
function linksPerSheet(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    objects.set(id!, body!);
  const sheets: string[][] = [];
  for (const body of objects.values()) {
    if (!/\/Type\s*\/Page(?![a-zA-Z])/.test(body)) continue;
    const annots = /\/Annots\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
    sheets.push(
      [...annots.matchAll(/(\d+) 0 R/g)].flatMap(
        ([, id]) => /\/URI\s*\(([^)]*)\)/.exec(objects.get(id!) ?? '')?.[1] ?? [],
      ),
    );
  }
  return sheets;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the year page', () => {
  test('lists the twelve months of 2083 with their AD dates and holidays', async ({ page }) => {
    const response = await page.goto('/en/calendar/2083');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Nepali Calendar 2083 \(2026\/27\): Holidays, Festivals, Tithi/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepali Calendar 2083');
    // 1 Baishakh 2083 is 14 April 2026 and 30 Chaitra 2083 is 13 April 2027 (docs/bs-calendar.md).
    await expect(page.getByText('14 April 2026 – 13 April 2027')).toBeVisible();
    const grids = page.locator('table.yr-grid');
    await expect(grids).toHaveCount(12);
    const heading = page.getByRole('heading', { level: 2, name: /^Kartik/ });
    await expect(heading.getByRole('link')).toHaveAttribute('href', '/en/calendar/2083/kartik');
    // The government's 2083 list (Nepal Rajpatra 75/67): Dashain leave Ashwin 31 – Kartik 6.
    const kartik = page.locator('table.yr-grid[data-m="7"]');
    await expect(kartik.locator('td.h')).toContainText(['१', '२', '३', '४', '५', '६']);
    const sixth = kartik.locator('td.h').filter({ hasText: /^६/ });
    await expect(sixth.locator('small')).toHaveText('23');
    await expect(page.getByTestId('year-holiday-count')).toContainText(/\d+ public holidays/);
    await expect(page.getByRole('link', { name: 'Previous year: 2082' })).toHaveAttribute(
      'href',
      '/en/calendar/2082',
    );
    await expect(page.getByRole('link', { name: 'Next year: 2084' })).toHaveAttribute(
      'href',
      '/en/calendar/2084',
    );
    await expect(page.getByRole('heading', { name: 'Major festivals of 2083' })).toBeVisible();
    await expect(page.locator('.yr-festivals')).toContainText('Vijaya Dashami');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  });

  test('the Nepali page writes every number in Devanagari digits', async ({ page }) => {
    await page.goto('/ne/calendar/2083');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('नेपाली पात्रो २०८३');
    const text = await page.locator('.yr-months').innerText();
    expect(text).not.toMatch(/[0-9]/);
    await expect(page.locator('table.yr-grid')).toHaveCount(12);
  });

  test('marks today in the current year only', async ({ page }) => {
    // tests/e2e/NOW is 16 May 2025: 2 Jestha 2082, in the browser as on the server.
    await page.clock.setFixedTime(NOW);
    await page.goto('/en/calendar/2082');
    const today = page.locator('.yr-grid td[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today.locator('small')).toHaveText('16');
    await expect(today.locator('xpath=ancestor::table')).toHaveAttribute('data-m', '2');
    await page.goto('/en/calendar/2083');
    await expect(page.locator('table.yr-grid')).toHaveCount(12);
    await expect(page.locator('.yr-grid td[aria-current]')).toHaveCount(0);
  });

  test('answers its aliases and the 404 outside the range', async ({ request }) => {
    for (const alias of ['/en/nepali-calendar/2083', '/en/nepali-calendar-2083']) {
      const body = await (await request.get(alias)).text();
      expect(body).toContain('<h1');
      expect(body).toContain('Nepali Calendar 2083');
    }
    const moved = await request.get('/ne/calendar/%E0%A5%A8%E0%A5%A6%E0%A5%AE%E0%A5%A9', {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(308);
    expect(moved.headers()['location']).toBe('/ne/calendar/2083');
    expect((await request.get('/en/calendar/2101')).status()).toBe(404);
  });

  test('has a link-preview image of its own', async ({ page, request }) => {
    await page.goto('/ne/calendar/2083/holidays');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toContain('/ne/og/calendar/2083/holidays');
    const answer = await request.get(new URL(image!).pathname);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the year page and the holidays page are whole', async ({ page }) => {
    await page.goto('/ne/calendar/2083');
    await expect(page.locator('table.yr-grid')).toHaveCount(12);
    await expect(page.locator('table.yr-table tbody tr').first()).toBeVisible();
    await page.goto('/en/calendar/2083/holidays');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public holidays 2083');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  });
});

test.describe('the holidays page', () => {
  test('lists 2083 by date, Dashain and Tihar as ranges, with the CSV of the same rows', async ({
    page,
    request,
  }) => {
    await page.goto('/en/calendar/2083/holidays');
    await expect(page).toHaveTitle(/Public Holidays 2083 in Nepal \(2026\/27\)/);
    const rows = page.locator('table.yr-table tbody tr');
    const adStarts = await rows.evaluateAll((trs) =>
      trs.map((tr) => Date.parse(tr.querySelectorAll('td')[1]!.textContent!.split(' to ')[0]!)),
    );
    expect(adStarts.length).toBeGreaterThan(20);
    expect([...adStarts].sort((a, b) => a - b)).toEqual(adStarts);
    // Nepal Rajpatra 75/67, 2.1(च) and 2.1(छ): Ashwin 31 – Kartik 6 and Kartik 22 – 26.
    const dashain = rows.filter({ hasText: 'Dashain holidays' });
    await expect(dashain).toContainText('31 Ashwin 2083 to 6 Kartik 2083');
    await expect(dashain).toContainText('17 October 2026 to 23 October 2026');
    await expect(dashain.locator('td').nth(3)).toHaveText('7');
    await expect(rows.filter({ hasText: 'Tihar holidays' })).toContainText(
      '22 Kartik 2083 to 26 Kartik 2083',
    );
    await expect(rows.filter({ hasText: 'Haritalika Teej' })).toContainText('women');
    await expect(page.getByTestId('holiday-list-note')).toHaveAttribute('data-list', 'partial');

    const csv = await request.get('/api/v1/calendar/2083/holidays?format=csv');
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(adStarts.length + 1);
    expect(lines.find((l) => l.includes('Dashain holidays'))).toMatch(
      /^2083-06-31,2083-07-06,2026-10-17,2026-10-23,Saturday,/,
    );
    const json = await (await request.get('/api/v1/calendar/2083/holidays')).json();
    expect(json.rows).toHaveLength(adStarts.length);
    expect((await request.get('/api/v1/calendar/2101/holidays')).status()).toBe(404);
    expect((await request.get('/api/v1/calendar/2083/holidays?format=pdf')).status()).toBe(400);
  });

  test('the footer and the month page lead to the year and its holidays, in both languages', async ({
    page,
  }) => {
    // tests/e2e/NOW (16 May 2025) is in 2082 BS: every page's footer names that year.
    await page.goto('/en/nepali-date-converter');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Calendar 2082', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/calendar\/2082$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepali Calendar 2082');
    await page.goto('/ne');
    await footer.getByRole('link', { name: 'बिदा २०८२', exact: true }).click();
    await expect(page).toHaveURL(/\/ne\/calendar\/2082\/holidays$/);
    await page.goto('/en/calendar/2083/kartik');
    await page.getByRole('link', { name: 'Holidays 2083', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/calendar\/2083\/holidays$/);
  });

  test('says when the government list for the year is not held', async ({ page }) => {
    await page.goto('/ne/calendar/2090/holidays');
    await expect(page.getByTestId('holiday-list-note')).toHaveAttribute('data-list', 'computed');
    await expect(page.getByTestId('holiday-list-note')).toContainText('प्रकाशित गरेको छैन');
  });
});

test.describe('phone and desktop widths', () => {
  for (const width of [320, 390, 1366]) {
    test(`no sideways scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        '/en/calendar/2083',
        '/ne/calendar/2083',
        '/en/calendar/2083/holidays',
        '/ne/calendar/2083/holidays',
      ]) {
        await page.goto(path);
        await noSidewaysScroll(page);
      }
    });
  }
});

test.describe('print', () => {
  test('a month page prints on one A4 sheet', async ({ page }) => {
    await page.goto('/en/calendar/2083/kartik');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(sheetCount(pdf)).toBe(1);
  });

  test('the year page prints its months on at most four sheets, whole, then the holidays', async ({
    page,
  }) => {
    await page.goto('/en/calendar/2083');
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: A4_PRINTABLE_PX.width, height: 1000 });
    // Navigation, footer and buttons are not printed.
    await expect(page.locator('body > header, body > footer')).toHaveCount(2);
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(page.locator('a[rel="next"]')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Every public holiday of 2083' })).toBeHidden();
    await expect(page.locator('.yr-month')).toHaveCount(12);
    // A probe link pinned out of the flow to the bottom edge of each month, and to the top of the
    // holidays table: printed on the sheet where that edge fell. A month's heading link is
    // printed where its first row is.
    await page.locator('.yr-month, .yr-holidays').evaluateAll((sections) =>
      sections.forEach((section, i) => {
        const probe = document.createElement('a');
        const edge = i < 12 ? 'bottom' : 'top';
        probe.href = `https://probe.invalid/${i < 12 ? `end-${i + 1}` : 'holidays'}`;
        probe.style.cssText = `position:absolute;${edge}:0;left:0;display:block;width:2px;height:2px`;
        (section as HTMLElement).style.position = 'relative';
        section.append(probe);
      }),
    );
    const tableHeight = await page
      .locator('.yr-holidays')
      .evaluate((el) => el.getBoundingClientRect().height);
    const sheets = linksPerSheet(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    const sheetOf = (url: string) => sheets.findIndex((links) => links.includes(url));
    const monthSheets = MONTH_SLUGS.map((slug, i) => {
      const top = sheetOf(`${new URL(page.url()).origin}/en/calendar/2083/${slug}`);
      expect(top, `${slug}'s heading is printed`).toBeGreaterThanOrEqual(0);
      expect(sheetOf(`https://probe.invalid/end-${i + 1}`), `${slug} is not cut`).toBe(top);
      return top;
    });
    const lastMonthSheet = Math.max(...monthSheets);
    expect(lastMonthSheet, 'the months fill at most four sheets').toBeLessThan(4);
    expect(sheetOf('https://probe.invalid/holidays'), 'the holidays start a sheet').toBe(
      lastMonthSheet + 1,
    );
    const holidaySheets = Math.ceil(tableHeight / A4_PRINTABLE_PX.height);
    expect(sheets.length).toBeLessThanOrEqual(lastMonthSheet + 1 + holidaySheets);
  });
});
