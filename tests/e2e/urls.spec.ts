import { expect, test } from '@playwright/test';
import { fetchAsSent, sendAsWritten } from '../support/raw-http';
import { URL_TABLE } from '../url-table';

const headerValues = (headers: [string, string][], name: string) =>
  headers.filter(([key]) => key === name).map(([, value]) => value);

// The built server against the URL table (tests/url-table.ts): status, exactly one Location on
// a redirect, and exactly the Cache-Control the table names. Written on a socket so that escapes
// go out as written and repeats are kept.
test.describe('what a URL answers', () => {
  for (const { url, status, location, cacheControl } of URL_TABLE) {
    const redirect = location ? ` ${location}` : '';
    const title = `${url} → ${status}${redirect}, ${cacheControl ?? 'no Cache-Control'}`;
    test(title, async ({ baseURL }) => {
      const answer = await sendAsWritten(baseURL!, `GET ${url} HTTP/1.1`, { timeoutMs: 15_000 });
      expect(answer.status).toBe(status);
      expect(headerValues(answer.headers, 'location')).toEqual(location === null ? [] : [location]);
      expect(headerValues(answer.headers, 'cache-control')).toEqual(
        cacheControl === null ? [] : [cacheControl],
      );
    });
  }
});

// Every page 404 is one of two documents: the not-found page of the URL's locale (English for
// a path outside both), whatever the path's shape, file names included.
test.describe('the 404 page a URL answers', () => {
  const pageMisses = URL_TABLE.filter(
    ({ url, status }) => status === 404 && !url.startsWith('/api/'),
  );
  for (const { url } of pageMisses) {
    const locale = url.startsWith('/ne/') ? 'ne' : 'en';
    test(`${url} answers the ${locale} not-found page`, async ({ baseURL }) => {
      const [answer, reference] = await Promise.all([
        fetchAsSent(baseURL!, url),
        fetchAsSent(baseURL!, `/${locale}/no-such-page`),
      ]);
      const body = answer.body.toString('utf8');
      expect(body).toContain(`<html lang="${locale}">`);
      expect(body).toBe(reference.body.toString('utf8'));
    });
  }
});
