import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { judgeUrl } from '../../lib/urls/judge';

/*
 * What outside validators check (the Nu Html Checker, structured-data testers, link checkers,
 * crawlers), on the server HTML of every page type in both languages, as a browser without
 * JavaScript receives it: valid HTML with its accessibility rules (html-validate), names only
 * where the element may carry one, headings without gaps (a hidden tab panel included), links to
 * canonical URLs rather than their aliases; a robots.txt that lets crawlers fetch the downloads
 * the Dataset blocks offer; a sitemap whose every entry is dated.
 */

const PAGE_TYPES = [
  '',
  '/calendar/2082/jestha',
  '/calendar/2082/jestha/15',
  '/nepali-date-converter',
  '/nepali-date-converter?bs=2083-07-02',
  '/nepali-unicode',
  '/preeti-to-unicode',
  '/unicode-to-preeti',
  '/kalimati-vegetable-price',
  '/gold-and-silver-in-nepal',
  '/foreign-currency-exchange',
  '/foreign-currency-exchange?page=2',
  '/fuel-price-in-nepal',
  '/nepali-rashifal',
  '/nepali-rashifal/leo',
  '/nepali-rashifal/leo/weekly',
  '/nepali-rashifal/leo/monthly',
  '/nepali-rashifal/leo/yearly',
  '/saait/2082',
  '/calendar/2083',
  '/calendar/2083/holidays',
  '/api',
  '/widgets',
  '/faq',
  '/privacy-policy',
  '/offline',
  '/search?q=dashain',
  '/search?q=8%20mangsir%202083',
  '/search?q=xyzzy',
  '/no-such-page',
];

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: { 'heading-level': 'error' },
});

/** Elements whose role (generic, paragraph, code…) may not be named, unless given a role. */
const UNNAMEABLE = ['div', 'span', 'p', 'pre', 'code', 'b', 'i', 'em', 'strong', 'small'];

test.describe('server HTML of every page type', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'ne'] as const) {
    for (const path of PAGE_TYPES) {
      test(`/${locale}${path} is valid, names only what may be named, links canonically`, async ({
        page,
      }) => {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
        const html = await response!.text();

        const report = await validator.validateString(html, `/${locale}${path}`);
        const problems = report.results.flatMap((result) =>
          result.messages.map(
            (m) => `${m.ruleId}: ${m.message} at ${html.slice(m.offset, m.offset + 80)}`,
          ),
        );
        expect(problems).toEqual([]);

        const found = await page.evaluate((tags) => {
          const named = tags.flatMap((tag) => [
            ...document.querySelectorAll(`${tag}[aria-label]:not([role])`),
            ...document.querySelectorAll(`${tag}[aria-labelledby]:not([role])`),
          ]);
          // A tab panel's content sits right under the page's heading, hidden or not.
          const panelHeadings = [...document.querySelectorAll('[role="tabpanel"]')].flatMap(
            (panel) => panel.querySelector('h1, h2, h3, h4, h5, h6')?.tagName ?? [],
          );
          const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
            .filter((a) => a.origin === location.origin)
            .map((a) => a.pathname);
          return { named: named.map((el) => el.outerHTML.slice(0, 80)), panelHeadings, links };
        }, UNNAMEABLE);
        expect(found.named).toEqual([]);
        for (const heading of found.panelHeadings) expect(['H2']).toContain(heading);
        // Every page link names its page's own URL: no alias, no redirect, nothing missing.
        const aliases = found.links.filter(
          (link) => !/\.[^/]*$/.test(link) && judgeUrl(link, new URLSearchParams()).kind !== 'pass',
        );
        expect(aliases).toEqual([]);
      });
    }
  }
});

/** The `Disallow:` prefixes that apply to every crawler. */
async function disallowed(request: APIRequestContext): Promise<string[]> {
  const robots = await (await request.get('/robots.txt')).text();
  const groups = robots.split(/\n(?=User-agent:)/i);
  const all = groups.filter((group) => /^User-agent:\s*\*\s*$/im.test(group));
  return all.flatMap((group) =>
    [...group.matchAll(/^Disallow:\s*(\S+)/gim)].map((match) => match[1]!),
  );
}

test('robots.txt lets crawlers fetch the downloads the Dataset blocks offer', async ({
  page,
  request,
}) => {
  const closed = await disallowed(request);
  expect(closed).not.toContain('/');
  const urls: string[] = [];
  for (const path of [
    '/en/kalimati-vegetable-price',
    '/en/foreign-currency-exchange',
    '/en/gold-and-silver-in-nepal',
    '/en/fuel-price-in-nepal',
  ]) {
    await page.goto(path);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
    const datasets = blocks
      .map((text) => JSON.parse(text) as { '@type'?: string; distribution?: unknown })
      .filter((block) => block['@type'] === 'Dataset');
    expect(datasets.length, path).toBeGreaterThan(0);
    for (const dataset of datasets) {
      for (const download of dataset.distribution as { contentUrl: string }[]) {
        urls.push(new URL(download.contentUrl).pathname);
      }
    }
  }
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(
      closed.filter((prefix) => url.startsWith(prefix)),
      url,
    ).toEqual([]);
  }
});

test('every sitemap entry carries its lastmod', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const parts = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(parts.length).toBeGreaterThan(0);
  let entries = 0;
  for (const part of parts) {
    const body = await (await request.get(part)).text();
    for (const [entry] of body.matchAll(/<url>[\s\S]*?<\/url>/g)) {
      entries += 1;
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    }
  }
  expect(entries).toBeGreaterThan(1000);
});
