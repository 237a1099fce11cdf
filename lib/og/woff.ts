import { inflateSync } from 'node:zlib';

/**
 * The sfnt (TrueType/OpenType) font inside a WOFF 1.0 file, for the shaper, which reads sfnt
 * only: each table inflated when stored compressed, laid out again behind a fresh table
 * directory (https://www.w3.org/TR/WOFF/). @throws Error when `woff` is not WOFF 1.0.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    return {
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.origLength), 12 + 16 * count);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  let power = 0;
  while (2 ** (power + 1) <= count) power++;
  sfnt.setUint32(0, view.getUint32(4)); // the flavour: TrueType or CFF
  sfnt.setUint16(4, count);
  sfnt.setUint16(6, 2 ** power * 16);
  sfnt.setUint16(8, power);
  sfnt.setUint16(10, count * 16 - 2 ** power * 16);
  let position = 12 + 16 * count;
  tables.forEach((table, i) => {
    const stored = woff.subarray(table.offset, table.offset + table.compLength);
    const data = table.compLength < table.origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== table.origLength) throw new Error('Corrupt WOFF table');
    const entry = 12 + i * 16;
    sfnt.setUint32(entry, table.tag);
    sfnt.setUint32(entry + 4, table.checksum);
    sfnt.setUint32(entry + 8, position);
    sfnt.setUint32(entry + 12, table.origLength);
    out.set(data, position);
    position += padded(table.origLength);
  });
  return out;
}
