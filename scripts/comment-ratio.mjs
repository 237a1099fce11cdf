#!/usr/bin/env node
// Comment-line share of a folder (default lib/): "comments say why, briefly", measurable (#40).
// A comment line is a non-blank line whose trimmed text starts with `//`, `/*` or `*`.
// `--json` prints the figures for tests; otherwise the ratio and the 15 files with most comments.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs|js)$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function count(file) {
  let lines = 0;
  let comments = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const text = line.trim();
    if (!text) continue;
    lines++;
    if (text.startsWith('//') || text.startsWith('/*') || text.startsWith('*')) comments++;
  }
  return { file, lines, comments };
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const root = args.find((arg) => !arg.startsWith('--')) ?? 'lib';
const files = filesUnder(root).sort().map(count);
const lines = files.reduce((sum, f) => sum + f.lines, 0);
const comments = files.reduce((sum, f) => sum + f.comments, 0);
const ratio = lines ? comments / lines : 0;
const top = [...files].sort((a, b) => b.comments - a.comments).slice(0, 15);

if (json) {
  console.log(JSON.stringify({ root, lines, comments, ratio, top }));
} else {
  console.log(
    `${root}: ${comments} comment lines / ${lines} non-blank = ${(ratio * 100).toFixed(2)}%`,
  );
  for (const f of top) console.log(`${String(f.comments).padStart(5)}  ${f.file}`);
}
