import { readFileSync } from 'node:fs';
import path from 'node:path';
import { woffToSfnt } from '@/lib/og/woff';

const file = path.join(
  process.cwd(),
  'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
);

describe('woffToSfnt', () => {
  it('rebuilds the font the images draw with as a valid sfnt', () => {
    const woff = readFileSync(file);
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    const count = view.getUint16(4);
    expect(view.getUint32(0)).toBe(woff.readUInt32BE(4));
    expect(count).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: count }, (_, i) =>
      String.fromCharCode(...sfnt.subarray(12 + i * 16, 16 + i * 16)),
    );
    expect(tags).toEqual(expect.arrayContaining(['GSUB', 'cmap', 'glyf', 'head']));
    // The head table's magic number sits 12 bytes in, where the directory says the table is.
    const head = tags.indexOf('head');
    const offset = view.getUint32(12 + head * 16 + 8);
    expect(view.getUint32(offset + 12)).toBe(0x5f0f3cf5);
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow('Not a WOFF file');
  });
});
