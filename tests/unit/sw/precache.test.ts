import { DEVANAGARI_FACE_URL } from '@/lib/fonts/devanagari';
import { precacheFor } from '@/lib/sw/precache';

const BUILD = [
  { url: '/_next/static/chunks/0abc.js', revision: null },
  { url: DEVANAGARI_FACE_URL, revision: null },
  { url: '/favicon.ico', revision: 'f1' },
  { url: '/en/offline', revision: 'e1' },
  { url: '/ne/offline', revision: 'n1' },
];

describe("the worker's precache", () => {
  it('leaves the Devanagari face out on Android, whose system face draws the offline pages', () => {
    const saved = precacheFor(
      BUILD,
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    ).map((entry) => entry.url);
    expect(saved).toEqual([
      '/_next/static/chunks/0abc.js',
      '/favicon.ico',
      '/en/offline',
      '/ne/offline',
    ]);
  });

  it('keeps the whole build, face included, on a desktop', () => {
    const saved = precacheFor(
      BUILD,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    );
    expect(saved).toEqual(BUILD);
  });
});
