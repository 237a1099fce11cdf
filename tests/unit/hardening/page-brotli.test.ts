import { brotliDecompressSync, deflateSync, gzipSync } from 'node:zlib';
import { acceptsBrotli, createPageBrotli } from '@/lib/http/page-brotli';

const page = (word: string) => Buffer.from(`<main>${`${word} पात्रो `.repeat(400)}</main>`);

describe('acceptsBrotli', () => {
  it.each<[string | undefined, boolean]>([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['*', true],
    ['gzip, deflate', false],
    ['gzip, br;q=0', false],
    [undefined, false],
  ])('Accept-Encoding %p: %p', (header, expected) => {
    expect(acceptsBrotli({ headers: { 'accept-encoding': header } })).toBe(expected);
  });
});

describe('createPageBrotli', () => {
  it('makes a copy that decodes to the page, from gzip or from the plain page', async () => {
    const brotli = createPageBrotli({ quality: 5 });
    brotli.make('/en', '"a"', gzipSync(page('en')), 'gzip');
    await brotli.idle();
    brotli.make('/ne', '"b"', page('ne'), undefined);
    await brotli.idle();
    expect(brotliDecompressSync(brotli.get('/en', '"a"')!)).toEqual(page('en'));
    expect(brotliDecompressSync(brotli.get('/ne', '"b"')!)).toEqual(page('ne'));
    expect(brotli.get('/en', '"b"')).toBeUndefined();
    expect(brotli.get('/ne', '"a"')).toBeUndefined();
  });

  it('queues copies up to its limit, each page and version once', async () => {
    const brotli = createPageBrotli({ quality: 5, maxQueued: 2 });
    brotli.make('/en', '"a"', page('en'), undefined);
    brotli.make('/en', '"a"', page('en'), undefined);
    brotli.make('/ne', '"b"', page('ne'), undefined);
    brotli.make('/x', '"c"', page('x'), undefined);
    await brotli.idle();
    expect(brotli.size).toBe(2);
    expect(brotli.get('/en', '"a"')).toBeDefined();
    expect(brotli.get('/ne', '"b"')).toBeDefined();
    expect(brotli.get('/x', '"c"')).toBeUndefined();
    // The queue is free again.
    brotli.make('/x', '"c"', page('x'), undefined);
    await brotli.idle();
    expect(brotli.get('/x', '"c"')).toBeDefined();
  });

  it('makes no copy of another content coding or of a body that does not decode', async () => {
    const brotli = createPageBrotli({ quality: 5 });
    brotli.make('/en', '"a"', deflateSync(page('en')), 'deflate');
    await brotli.idle();
    brotli.make('/en', '"a"', Buffer.from('not gzip'), 'gzip');
    await brotli.idle();
    expect(brotli.size).toBe(0);
    // A failed copy does not block the next one.
    brotli.make('/en', '"a"', page('en'), undefined);
    await brotli.idle();
    expect(brotli.size).toBe(1);
  });

  it('stays within its byte budget, dropping the least recently sent copies first', async () => {
    const one = createPageBrotli({ quality: 5 });
    one.make('/x', '"x"', page('x'), undefined);
    await one.idle();
    const size = one.get('/x', '"x"')!.length;

    const brotli = createPageBrotli({ quality: 5, maxBytes: size * 3 + 10 });
    for (const path of ['/x', '/y', '/z']) {
      brotli.make(path, '"x"', page('x'), undefined);
      await brotli.idle();
    }
    expect(brotli.get('/x', '"x"')).toBeDefined(); // now the most recently sent
    brotli.make('/w', '"x"', page('x'), undefined);
    await brotli.idle();
    expect(brotli.size).toBe(3);
    expect(brotli.get('/y', '"x"')).toBeUndefined();
    expect(brotli.get('/x', '"x"')).toBeDefined();
  });
});
