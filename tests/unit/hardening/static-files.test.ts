import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createStaticFiles, type StaticFiles } from '@/lib/http/static-files';
import { fetchAsSent } from '../../support/raw-http';

const SCRIPT = 'self.answer = "नमस्ते";\n'.repeat(200);
let dir: string;
let files: StaticFiles;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(dir, 'chunks'));
  mkdirSync(path.join(dir, 'media'));
  writeFileSync(path.join(dir, 'chunks/app.js'), SCRIPT);
  writeFileSync(path.join(dir, 'chunks/app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'chunks/app.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'chunks/plain.js'), SCRIPT); // built without copies
  writeFileSync(path.join(dir, 'media/face.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  files = createStaticFiles(dir, { 'X-Frame-Options': 'DENY' });
  // Stands in for Next: whatever the static files leave, it answers with 299.
  server = createServer((req, res) => {
    if (files.tryServe(req, res)) return;
    res.writeHead(299, { 'content-type': 'text/plain' });
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetchAsSent(`http://127.0.0.1:${port}`, url, { headers, method });
}

describe('createStaticFiles', () => {
  it('knows the files the build compressed', () => {
    expect(files.count).toBe(1);
  });

  it('sends the brotli copy to a browser that accepts it, cacheable for a year', async () => {
    const res = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('answers a revalidation with the same tag by 304, and HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it.each([
    [
      'a client without gzip or brotli',
      '/_next/static/chunks/app.js',
      { 'accept-encoding': 'identity' },
    ],
    [
      'a range request',
      '/_next/static/chunks/app.js',
      { 'accept-encoding': 'br', range: 'bytes=9-2' },
    ],
    ['a file built without copies', '/_next/static/chunks/plain.js', { 'accept-encoding': 'br' }],
    ['a font', '/_next/static/media/face.woff2', { 'accept-encoding': 'br' }],
    ['a missing file', '/_next/static/chunks/nosuch.js', { 'accept-encoding': 'br' }],
    [
      'a path out of the folder',
      '/_next/static/../static/chunks/app.js',
      { 'accept-encoding': 'br' },
    ],
    ['a page', '/en', { 'accept-encoding': 'br' }],
  ])('leaves %s to Next', async (_, url, headers) => {
    const res = await get(url, headers);
    expect(res.status).toBe(299);
    expect(res.body.toString()).toBe('next');
  });

  it('leaves other methods to Next', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST');
    expect(res.status).toBe(299);
  });

  it('answers nothing when there is no build folder', () => {
    expect(createStaticFiles(path.join(dir, 'nosuch'), {}).count).toBe(0);
  });
});
