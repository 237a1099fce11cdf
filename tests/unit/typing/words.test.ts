/**
 * The word list: each everyday word typed the romanized way and the Preeti way gives its
 * Unicode, and its Unicode gives back the Preeti keys a typist would press.
 */
import { preetiToUnicode, romanizedToUnicode, unicodeToPreeti } from '@/lib/typing';

import { WORDS } from './word-list';

describe('the word list', () => {
  it('has at least 300 different words', () => {
    expect(new Set(WORDS.map((w) => w.unicode)).size).toBe(WORDS.length);
    expect(WORDS.length).toBeGreaterThanOrEqual(300);
  });

  it.each(WORDS)('romanized $romanized → $unicode', ({ romanized, unicode }) => {
    expect(romanizedToUnicode(romanized)).toBe(unicode);
  });

  it.each(WORDS)('Preeti $preeti → $unicode', ({ preeti, unicode }) => {
    expect(preetiToUnicode(preeti)).toBe(unicode);
  });

  it.each(WORDS)('$unicode → Preeti $preeti', ({ preeti, unicode }) => {
    expect(unicodeToPreeti(unicode)).toBe(preeti);
  });

  it('converts the whole list as one text, words in sentences', () => {
    const unicode = WORDS.map((w) => w.unicode).join(' ');
    expect(romanizedToUnicode(WORDS.map((w) => w.romanized).join(' '))).toBe(unicode);
    expect(preetiToUnicode(WORDS.map((w) => w.preeti).join(' '))).toBe(unicode);
    expect(unicodeToPreeti(unicode)).toBe(WORDS.map((w) => w.preeti).join(' '));
  });
});
