import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMPTY_STORE_ORIGIN } from './support/servers';

// Link previews: every page type, in both languages, names its own 1200×630 PNG and a large
// Twitter card. Request-level only (no browser): the page's HTML, then its image.

const PAGES = [
  '',
  '/calendar/2082/jestha',
  '/calendar/2082/jestha/15',
  '/nepali-date-converter?bs=2082-02-02',
  '/kalimati-vegetable-price',
  '/gold-and-silver-in-nepal',
  '/foreign-currency-exchange',
  '/nepali-rashifal',
  '/nepali-rashifal/scorpio',
  '/api',
  '/faq',
];

function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, '&');
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectImage(request: APIRequestContext, url: string) {
  const image = await request.get(url);
  expect(image.status(), url).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
}

for (const page of PAGES) {
  test(`${page || 'home'} names its preview image in both languages`, async ({ request }) => {
    for (const locale of ['en', 'ne']) {
      const response = await request.get(`/${locale}${page}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const image = meta(html, 'og:image');
      const path = page.replace(/\?.*/, '');
      expect(image).toMatch(new RegExp(`/${locale}/og${path}(\\?|$)`));
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
      // Fetched from this server, whatever origin SITE_URL gives the absolute URL.
      const { pathname, search } = new URL(image!);
      await expectImage(request, `${pathname}${search}`);
    }
  });
}

test("an image that shows today carries Nepal's date in its URL; one fixed by its path does not", async ({
  request,
}) => {
  // tests/e2e/NOW is 10:00 on 16 May 2025 in Nepal.
  const image = async (path: string) => meta(await (await request.get(path)).text(), 'og:image');
  expect(await image('/en')).toMatch(/\/en\/og\?on=2025-05-16$/);
  expect(await image('/ne/foreign-currency-exchange')).toMatch(
    /\/ne\/og\/foreign-currency-exchange\?on=2025-05-16$/,
  );
  expect(await image('/en/calendar/2082/jestha/15')).toMatch(
    /\/en\/og\/calendar\/2082\/jestha\/15$/,
  );
});

test('the converter previews its result and the market images work on an empty store', async ({
  request,
}) => {
  const html = await (await request.get('/en/nepali-date-converter?ad=2025-05-16')).text();
  expect(meta(html, 'og:image')).toMatch(/\/en\/og\/nepali-date-converter\?ad=2025-05-16$/);
  for (const page of ['/kalimati-vegetable-price', '/gold-and-silver-in-nepal']) {
    await expectImage(request, `${EMPTY_STORE_ORIGIN}/ne/og${page}`);
  }
});

test('answers 404 for no such page and 400 for a date that does not convert', async ({
  request,
}) => {
  expect((await request.get('/en/og/calendar/2082/jestha/32')).status()).toBe(404);
  expect((await request.get('/ne/og/nepali-rashifal/nosuch')).status()).toBe(404);
  expect((await request.get('/en/og/nepali-date-converter?bs=2082-13-40')).status()).toBe(400);
});
