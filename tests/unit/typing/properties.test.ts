/** Laws over random text: no converter throws, and Unicode → Preeti → Unicode is the identity. */
import fc from 'fast-check';

import { preetiToUnicode, romanizedToUnicode, unicodeToPreeti } from '@/lib/typing';

import { WORDS } from './word-list';

const RUNS = { numRuns: 2_000 };

const CONSONANTS = [...'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह'];
const SIGNS = [...'ािीुूृेैोौ'];
const LETTERS = [...'अआइईउऊऋएऐओऔ'];

/** One Devanagari syllable as people write them: optional reph, a cluster, a sign, a nasal. */
const syllable = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.constantFrom(...CONSONANTS), { minLength: 1, maxLength: 3 }),
    fc.option(fc.constantFrom(...SIGNS)),
    fc.option(fc.constantFrom('ं', 'ँ')),
  )
  .map(([reph, cluster, sign, nasal]) => {
    // र् before a lone र is not written; a cluster never starts with it twice.
    const lead = reph && cluster[0] !== 'र' ? 'र्' : '';
    return lead + cluster.join('्') + (sign ?? '') + (nasal ?? '');
  });
const word = fc
  .array(fc.oneof(syllable, fc.constantFrom(...LETTERS)), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''));

describe('typing laws', () => {
  it('Unicode → Preeti → Unicode is the identity on the word list', () => {
    const failures = WORDS.filter((w) => preetiToUnicode(unicodeToPreeti(w.unicode)) !== w.unicode);
    expect(failures).toEqual([]);
  });

  it('Unicode → Preeti → Unicode is the identity on random words', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join(' ');
        expect(preetiToUnicode(unicodeToPreeti(text))).toBe(text);
      }),
      RUNS,
    );
  });

  it('Preeti → Unicode never throws and leaves no private marks', () => {
    const keys = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()-_=+[]{}\\|;:\'",./<>?`~ ªˆ£‰å§¶ÍË¿«¥\n',
    );
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 60 }), (chars) => {
        expect(preetiToUnicode(chars.join(''))).not.toMatch(/[\ue000-\uf8ff]/);
      }),
      RUNS,
    );
  });

  it('romanized → Unicode and Unicode → Preeti never throw on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        romanizedToUnicode(text);
        unicodeToPreeti(text);
      }),
      RUNS,
    );
    const romanKeys = fc.constantFrom(
      ...'aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ0123456789*/\\{} .',
    );
    fc.assert(
      fc.property(fc.array(romanKeys, { maxLength: 60 }), (chars) => {
        expect(typeof romanizedToUnicode(chars.join(''))).toBe('string');
      }),
      RUNS,
    );
  });
});
