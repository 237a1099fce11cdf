import fc from 'fast-check';
import { editDistance } from '@/lib/search/distance';
import { checkQuery, MAX_QUERY_LENGTH, transliterate, words } from '@/lib/search/text';

const keys = (text: string) => words(text).map((w) => w.keys);

describe('checkQuery', () => {
  it('accepts text in both scripts, trimmed and with spaces collapsed', () => {
    expect(checkQuery('  dashain   2083 ')).toEqual({ ok: true, query: 'dashain 2083' });
    expect(checkQuery('८ मंसिर २०८३')).toEqual({ ok: true, query: '८ मंसिर २०८३' });
    expect(checkQuery(undefined)).toEqual({ ok: true, query: '' });
    expect(checkQuery('a'.repeat(MAX_QUERY_LENGTH)).ok).toBe(true);
  });

  it.each([
    ['a'.repeat(MAX_QUERY_LENGTH + 1), 'too_long'],
    ['tomato\u0000', 'control'],
    ['tab\tin', 'control'],
    ['\u007f', 'control'],
    ['\u0085next line', 'control'],
    ['\u202eevil', 'control'],
    ['\u2066isolate', 'control'],
    ['bad \ufffd byte', 'encoding'],
    ['lone \ud800 surrogate', 'encoding'],
    ['lone \udc00 low', 'encoding'],
  ])('refuses %j as %s', (raw, problem) => {
    expect(checkQuery(raw)).toEqual({ ok: false, problem });
  });

  it('keeps a surrogate pair and joiners used in Devanagari', () => {
    expect(checkQuery('🎉 tihar').ok).toBe(true);
    expect(words('क्‍ष')).toHaveLength(1);
  });
});

describe('match keys', () => {
  it('make spellings of one name meet', () => {
    expect(keys('dashain')).toEqual(keys('dasain'));
    expect(keys('दशैं')).toEqual(keys('dashain'));
    expect(keys('दसैं')).toEqual(keys('dashain'));
    expect(keys('bhaitika')).toEqual(keys('भाइटीका'));
    expect(keys('laxmi')).toEqual(keys('लक्ष्मी'));
    expect(keys('brischik')).toEqual(keys('वृश्चिक'));
    expect(keys('mangsir')).toEqual(keys('मंसिर'));
    expect(keys('गोलभेडा')[0]).toContain(keys('golbheda')[0]![0]);
  });

  it('read Devanagari with and without a medial inherent vowel', () => {
    expect(transliterate('गोलभेडा')).toEqual(['golabheDaa'.toLowerCase(), 'golbhedaa']);
    expect(transliterate('मकर')).toEqual(['makar']);
    expect(transliterate('कुम्भ')).toEqual(['kumbha']);
  });

  it('turn Devanagari digits into numbers and split at a change of script', () => {
    expect(words('२०८३को').map((w) => [w.text, w.numeric])).toEqual([
      ['2083', true],
      ['को', false],
    ]);
  });

  it('also key a Nepali word without its postposition', () => {
    const stemmed = words('गोलभेडाको', true)[0]!.keys;
    expect(stemmed).toEqual(expect.arrayContaining(keys('गोलभेडा')[0]!));
    expect(keys('भाइटीका')[0]).toEqual(['baitika']);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit and stops past the bound', () => {
    expect(editDistance('dashian', 'dashain', 2)).toBe(1);
    expect(editDistance('tomato', 'tomato', 2)).toBe(0);
    expect(editDistance('tomato', 'potato', 2)).toBe(2);
    expect(editDistance('tomato', 'tomatos', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('short', 'a much longer word', 2)).toBe(3);
  });

  // The textbook table, a fresh one per call: what the reused rows must agree with.
  function reference(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i += 1) {
      for (let j = 1; j <= b.length; j += 1) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
    }
    return d[a.length]![b.length]!;
  }

  it('agrees with the plain table, bounded, for any pair of words in any order of calls', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abdhinst'), maxLength: 40 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});
