#!/usr/bin/env node
// Builds public/favicon.ico from public/favicon.svg: Chromium (scripts/draw-favicon.mjs) draws
// the SVG at 16, 32 and 48 px with the self-hosted Devanagari face, and the PNGs are packed into
// an ICO container (ICO entries may hold PNG data since Windows Vista; every browser reads them).
// Run after changing the SVG: node scripts/make-favicon.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawSvgs, faviconSvg, root } from './draw-favicon.mjs';

const SIZES = [16, 32, 48];

/** ICONDIR + one ICONDIRENTRY per image + the PNG bodies (all little-endian). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const drawn = await drawSvgs(SIZES.map((size) => ({ svg: faviconSvg, size })));
writeFileSync(
  path.join(root, 'public/favicon.ico'),
  ico(SIZES.map((size, i) => ({ size, data: drawn[i] }))),
);
console.log(`public/favicon.ico: ${SIZES.join(', ')} px`);
