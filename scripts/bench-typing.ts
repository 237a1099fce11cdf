/**
 * Converter speed: `npm run bench:typing`. Converts a 10,000-character text in each direction
 * (the word list's words, repeated, with spaces) and prints the median and best of many runs,
 * after a warm-up, against the 5 ms goal. Figures only; tests never assert them.
 */
import { performance } from 'node:perf_hooks';

import { preetiToUnicode, romanizedToUnicode, unicodeToPreeti } from '../lib/typing';
import { WORDS } from '../tests/unit/typing/word-list';

const LENGTH = 10_000;
const RUNS = 200;
const GOAL_MS = 5;

/** The words of one column, repeated until the text is LENGTH characters long. */
function sample(column: 'romanized' | 'unicode' | 'preeti'): string {
  let text = '';
  for (let i = 0; text.length < LENGTH; i++) text += WORDS[i % WORDS.length]![column] + ' ';
  return text.slice(0, LENGTH);
}

const CASES: ReadonlyArray<[string, (text: string) => string, string]> = [
  ['romanized → Unicode', romanizedToUnicode, sample('romanized')],
  ['Preeti → Unicode', preetiToUnicode, sample('preeti')],
  ['Unicode → Preeti', unicodeToPreeti, sample('unicode')],
];

for (const [name, convert, text] of CASES) {
  for (let i = 0; i < 20; i++) convert(text);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    convert(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.floor(RUNS * share)]!;
  const median = at(0.5);
  console.log(
    `${name.padEnd(20)} ${LENGTH} chars: median ${median.toFixed(3)} ms, best ${at(0).toFixed(3)} ms, ` +
      `p95 ${at(0.95).toFixed(3)} ms (goal < ${GOAL_MS} ms) ${median < GOAL_MS ? 'ok' : 'SLOW'}`,
  );
}
