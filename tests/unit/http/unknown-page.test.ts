import type { IncomingMessage } from 'node:http';
import { rewriteUnknownPage } from '@/lib/http/unknown-page';

const request = (url: string, method = 'GET') => ({ url, method }) as IncomingMessage;

const rewritten = (url: string, method?: string) => {
  const req = request(url, method);
  rewriteUnknownPage(req);
  return req.url;
};

describe('rewriteUnknownPage', () => {
  it('sends every page path no route claims to its locale’s one not-found document', () => {
    expect(rewritten('/en/nosuch-page')).toBe('/en/page-not-found');
    expect(rewritten('/ne/nosuch/deeper?x=1')).toBe('/ne/page-not-found');
    expect(rewritten('/en/calendar/2083/nosuch-month')).toBe('/en/page-not-found');
  });

  it('treats a file name under a locale as the page path it is', () => {
    expect(rewritten('/en/xyz.php')).toBe('/en/page-not-found');
    expect(rewritten('/ne/wp-login.php?x=1')).toBe('/ne/page-not-found');
    expect(rewritten('/en/.env')).toBe('/en/page-not-found');
    expect(rewritten('/en/calendar/2083.json')).toBe('/en/page-not-found');
    expect(rewritten('/en/manifest.webmanifest')).toBe('/en/manifest.webmanifest');
  });

  it('leaves pages, redirects, the API, Next’s files and file names outside the locales', () => {
    for (const url of [
      '/en',
      '/ne/calendar/2083/mangsir',
      '/en/calendar/2083/8',
      '/nosuch',
      '/api/v1/nosuch',
      '/_next/static/chunks/x.js',
      '/wp-login.php',
      '/robots.txt',
    ]) {
      expect(rewritten(url)).toBe(url);
    }
  });

  it('leaves a method other than GET and HEAD to the request checks', () => {
    expect(rewritten('/en/nosuch', 'POST')).toBe('/en/nosuch');
    expect(rewritten('/en/nosuch', 'HEAD')).toBe('/en/page-not-found');
  });
});
