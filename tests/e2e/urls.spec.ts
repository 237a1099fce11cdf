import { expect, test } from '@playwright/test';
import { sendAsWritten } from '../support/raw-http';
import { URL_TABLE } from '../url-table';

// The built server against the URL table (tests/url-table.ts): status, and exactly one Location
// on a redirect. Written on a socket so that escapes go out as written and repeats are kept.
test.describe('what a URL answers', () => {
  for (const { url, status, location } of URL_TABLE) {
    test(`${url} → ${status}${location ? ` ${location}` : ''}`, async ({ baseURL }) => {
      const answer = await sendAsWritten(baseURL!, `GET ${url} HTTP/1.1`, { timeoutMs: 15_000 });
      expect(answer.status).toBe(status);
      const locations = answer.headers.filter(([name]) => name === 'location').map(([, v]) => v);
      expect(locations).toEqual(location === null ? [] : [location]);
    });
  }
});
