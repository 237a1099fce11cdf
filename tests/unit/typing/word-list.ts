import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Word {
  romanized: string;
  unicode: string;
  preeti: string;
}

/** words.txt: everyday words with their romanized input and Preeti keys, written by hand. */
export const WORDS: readonly Word[] = readFileSync(path.join(__dirname, 'words.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [romanized = '', unicode = '', preeti = ''] = line.trim().split(/ +/);
    return { romanized, unicode, preeti };
  });
