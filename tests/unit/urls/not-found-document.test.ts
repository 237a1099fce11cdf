import { notFoundDocument } from '@/lib/urls/not-found-document';
import { GET } from '@/app/[locale]/page-not-found/route';

describe('notFoundDocument', () => {
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
