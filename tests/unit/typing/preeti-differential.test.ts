/**
 * Preeti ↔ Unicode against an independent converter, the `preeti` npm package (the FOSS Nepal
 * community's key map and rules, CC BY-NC-SA 4.0; a devDependency for this test, never shipped).
 * It reads Preeti only, so Unicode → Preeti is checked by reading our keys back with it.
 * The text is text no table of ours made: every Nepali word the site prints, Preeti that people
 * typed, and the package's own test list. Where the two differ the test names the word; the
 * font's layout decides, and the differences it decided are listed below with why.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import preeti from 'preeti';
import vectors from 'preeti/test/preeti.vector.json';

import { FESTIVALS } from '@/lib/festivals';
import { preetiToUnicode, unicodeToPreeti } from '@/lib/typing';

import { PREETI_CORPUS } from './preeti-corpus';

/** Every string in a tree of messages or catalogue entries. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The Devanagari runs of a text: words, digits and dandas, without the Latin around them. */
const devanagariWords = (texts: readonly string[]): string[] => [
  ...new Set(texts.flatMap((text) => text.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? [])),
];

const messages = JSON.parse(
  readFileSync(path.join(process.cwd(), 'messages', 'ne.json'), 'utf8'),
) as unknown;
// The messages hold the pages' text and the saait kinds' descriptions; the catalogue the
// festivals' names and descriptions.
const SITE_WORDS = devanagariWords([...strings(messages), ...strings(FESTIVALS)]);

/** A difference with the other converter, decided by the font's layout. */
interface AgreedDifference {
  /** A Preeti text on which the two converters differ. */
  preeti: string;
  ours: string;
  theirs: string;
  /** Whether a Unicode word written in Preeti by us is read back differently for this reason. */
  affects: (unicode: string) => boolean;
  why: string;
}

const AGREED_DIFFERENCES: readonly AgreedDifference[] = [
  {
    preeti: '6[',
    ours: 'टृ',
    theirs: 'ट्ट',
    affects: (unicode) => unicode.includes('टृ'),
    why:
      'The font draws `6[` as ट with the ृ sign; the other converter reads it as ट्ट, which ' +
      'some typists type that way instead of the font’s § glyph. No Nepali word has टृ.',
  },
  {
    preeti: 'Tqm',
    ours: 'त्क्र',
    theirs: 'क्त्र',
    affects: (unicode) => /त्(क्र|क्त)/.test(unicode),
    why:
      'A half त (`T`) before the hooked क्र (`qm`) or क्त (`Qm`): the font draws त् then क्र; ' +
      'the other converter moves its hook one glyph too far back.',
  },
];

const agreed = (unicode: string): boolean => AGREED_DIFFERENCES.some((d) => d.affects(unicode));

describe('Preeti ↔ Unicode against the preeti package', () => {
  it('reads back every Nepali word the site prints, written in Preeti by us', () => {
    expect(SITE_WORDS.length).toBeGreaterThan(2_000);
    const differ = SITE_WORDS.map((word) => {
      const keys = unicodeToPreeti(word);
      return { word, keys, theirs: preeti(keys), ours: preetiToUnicode(keys) };
    }).filter(({ word, theirs, ours }) => theirs !== word || ours !== word);
    expect(differ).toEqual([]);
  });

  it.each(PREETI_CORPUS.map((entry) => [entry.unicode, entry] as const))(
    'reads text people typed in Preeti: %s',
    (_unicode, { preeti: keys, unicode }) => {
      expect({ ours: preetiToUnicode(keys), theirs: preeti(keys) }).toEqual({
        ours: unicode,
        theirs: unicode,
      });
    },
  );

  it('reads the other converter’s own test list as it does', () => {
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i + 1 < vectors.length; i += 2) pairs.push([vectors[i]!, vectors[i + 1]!]);
    expect(pairs.length).toBeGreaterThan(40);
    const differ = pairs
      .map(([keys, unicode]) => ({ keys, unicode, ours: preetiToUnicode(keys) }))
      .filter(({ unicode, ours }) => ours !== unicode);
    expect(differ).toEqual([]);
  });

  it.each([
    ['sf7df8f}+', 'काठमाडौं'],
    ['/fli6«o', 'राष्ट्रिय'],
    ['@)*#', '२०८३'],
  ])('converts %s and %s both ways, as the other converter reads them', (keys, unicode) => {
    expect(preeti(keys)).toBe(unicode);
    expect(preetiToUnicode(keys)).toBe(unicode);
    expect(unicodeToPreeti(unicode)).toBe(keys);
  });

  it('reads back random words written in Preeti by us, but for the agreed differences', () => {
    const CONSONANTS = [...'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह'];
    const syllable = fc
      .tuple(
        fc.boolean(),
        fc.array(fc.constantFrom(...CONSONANTS), { minLength: 1, maxLength: 3 }),
        fc.option(fc.constantFrom(...'ािीुूृेैोौ')),
        fc.option(fc.constantFrom('ं', 'ँ')),
      )
      .map(
        ([reph, cluster, sign, nasal]) =>
          (reph && cluster[0] !== 'र' ? 'र्' : '') + cluster.join('्') + (sign ?? '') + (nasal ?? ''),
      );
    const word = fc
      .array(fc.oneof(syllable, fc.constantFrom(...'अआइईउऊऋएऐओऔ०१२३४५६७८९।')), {
        minLength: 1,
        maxLength: 4,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(word, (unicode) => {
        fc.pre(!agreed(unicode));
        expect(preeti(unicodeToPreeti(unicode))).toBe(unicode);
      }),
      { numRuns: 3_000 },
    );
  });

  it.each(AGREED_DIFFERENCES.map((d) => [d.preeti, d] as const))(
    'still differs on %s, as listed',
    (keys, { ours, theirs, affects }) => {
      expect({ ours: preetiToUnicode(keys), theirs: preeti(keys) }).toEqual({ ours, theirs });
      expect(affects(ours)).toBe(true);
    },
  );
});
