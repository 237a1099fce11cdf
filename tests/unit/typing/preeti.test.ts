/** The Preeti reordering rules, each on its own, in both directions. */
import { preetiToUnicode, unicodeToPreeti } from '@/lib/typing';
import { PREETI_CONJUNCTS, PREETI_CONSONANTS, PREETI_OTHERS } from '@/lib/typing/preeti-rules';

describe('Preeti ↔ Unicode', () => {
  it.each([
    ['the short i is typed before its consonant', 'ls', 'कि'],
    ['… before the whole cluster', 'l:ylt', 'स्थिति'],
    ['the reph is typed after its syllable', 'wd{', 'धर्म'],
    ['… after the vowel sign', 'k"j{', 'पूर्व'],
    ['… after the o sign', ';jf]{Rr', 'सर्वोच्च'],
    ['f] is the o sign', 'sf]', 'को'],
    ['f} is the au sign', 'sf}', 'कौ'],
    ['cf] is ओ', 'cf]', 'ओ'],
    ['a half form and the stroke make the full letter', 'if', 'ष'],
    ['half forms join', ';:tf]', 'सस्तो'],
    ['conjunct keys', 'q ! > $ B Q', 'त्र ज्ञ श्र द्ध द्य त्त'],
    ['the hook', 'km em pm qm Qm', 'फ झ ऊ क्र क्त'],
    ['the ra sign', 'k| ^«', 'प्र ट्र'],
    ['digits and the danda', '2082.', '२०८२।'],
  ])('%s', (_rule, preeti, unicode) => {
    expect(preetiToUnicode(preeti)).toBe(unicode);
    expect(unicodeToPreeti(unicode)).toBe(preeti);
  });

  it('reads the reph typed before the vowel sign too', () => {
    expect(preetiToUnicode('jif{f')).toBe('वर्षा');
    expect(preetiToUnicode('jiff{')).toBe('वर्षा');
  });

  it('reads a full letter typed as half form and stroke', () => {
    expect(preetiToUnicode('Tfn')).toBe('तल');
    expect(preetiToUnicode('lGfd')).toBe('निम');
  });

  it('keeps spaces, new lines and what has no key', () => {
    expect(preetiToUnicode('g]kfn\nb]z')).toBe('नेपाल\nदेश');
    expect(unicodeToPreeti('नेपाल Nepal')).toBe('g]kfn Nepal');
  });

  it('writes every key of its tables so that it reads back', () => {
    const entries = [
      ...Object.keys(PREETI_CONSONANTS),
      ...Object.keys(PREETI_CONJUNCTS),
      ...Object.keys(PREETI_OTHERS).filter((u) => u !== '॥' && u !== '्'),
    ];
    for (const unicode of entries) {
      expect(preetiToUnicode(unicodeToPreeti(unicode))).toBe(unicode);
    }
  });
});
