import { readFileSync } from 'node:fs';
import { notFoundDocument } from '@/app/[locale]/page-not-found/not-found-document';
import { GET } from '@/app/[locale]/page-not-found/route';

describe('notFoundDocument', () => {
  it("is drawn in the site's palette, light and dark, with no colour of its own", () => {
    const page = notFoundDocument('en');
    const tokens = readFileSync('app/tokens.css', 'utf8');
    const primary = (block: string) => /--primary:\s*([^;]+);/.exec(block)![1]!;
    const [light, dark] = tokens.split('.dark');
    expect(page).toContain(`--primary: ${primary(light!)}`);
    expect(page).toMatch(
      new RegExp(
        `prefers-color-scheme:dark\\)\\{:root\\{[^}]*--primary: ${primary(dark!).replace(/[().]/g, '\\$&')}`,
      ),
    );
    expect(page).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });

  it('is a complete English page with 404 in the title and links home', () => {
    const html = notFoundDocument('en');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>404 Page Not Found/);
    expect(html).toContain('<a class="primary" href="/en">Go to the home page</a>');
    expect(html).toContain('href="/en/calendar"');
  });

  it('is a complete Nepali page in Devanagari', () => {
    const html = notFoundDocument('ne');
    expect(html).toContain('<html lang="ne">');
    expect(html).toMatch(/<title>४०४ पृष्ठ फेला परेन/);
    expect(html).toContain('<a class="primary" href="/ne">गृहपृष्ठमा जानुहोस्</a>');
  });
});

describe('GET /{locale}/page-not-found', () => {
  it('answers 404 with the page of the locale and no cookie', async () => {
    const response = await GET(new Request('http://x/ne/page-not-found'), {
      params: Promise.resolve({ locale: 'ne' }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('<html lang="ne">');
  });
});
