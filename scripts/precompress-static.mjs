#!/usr/bin/env node
// Part of `npm run build` (postbuild): writes a brotli (.br) and a gzip (.gz) copy next to each
// script, style and other text file of the build's static folder, which nginx sends as they are
// (`gzip_static`, `brotli_static` in deploy/nginx). Fonts and images are compressed already.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|json|svg|txt|map)$/;
const dir = path.join(process.env.NEXT_DIST_DIR || '.next', 'static');

let files = 0;
let raw = 0;
let brotli = 0;
let gzip = 0;
for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  if (!TEXT.test(name)) continue;
  const file = path.join(dir, name);
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files += 1;
  raw += data.length;
  brotli += br.length;
  gzip += gz.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${files} static files: ${kb(raw)} -> brotli ${kb(brotli)}, gzip ${kb(gzip)}`,
);
