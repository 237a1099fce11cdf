import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { fetchAsSent, type RawAnswer } from '../support/raw-http';

const fetchRaw = (baseURL: string, path: string, acceptEncoding: string) =>
  fetchAsSent(baseURL, path, { headers: { 'accept-encoding': acceptEncoding } });

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

test.describe('pages to browsers that accept brotli', () => {
  for (const path of ['/ne/calendar/2082/ashwin', '/en/nepali-date-converter']) {
    test(`${path} goes out as brotli once its copy is made: the same page, smaller`, async ({
      baseURL,
    }) => {
      const first = await fetchRaw(baseURL!, path, 'gzip, deflate, br');
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toMatch(/^(gzip|br)$/);
      let tries = 0;
      let answer = first;
      // A new Accept-Encoding on each try: the server replays its last answer for a few seconds
      // to a client that asks exactly as the one before.
      await expect
        .poll(
          async () => {
            answer = await fetchRaw(baseURL!, path, `gzip, br;q=0.${999 - tries++}`);
            return answer.headers['content-encoding'];
          },
          { timeout: 20_000 },
        )
        .toBe('br');
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer)).toBe(decoded(first));

      const gzip = await fetchRaw(baseURL!, path, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(answer.body.length).toBeLessThan(gzip.body.length * 0.85);
    });
  }
});
