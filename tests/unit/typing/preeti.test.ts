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
    ['conjunct keys', 'q 1 > 4 B Q 2', 'त्र ज्ञ श्र द्ध द्य त्त द्द'],
    ['the hook', 'km em pm qm Qm', 'फ झ ऊ क्र क्त'],
    ['the ra sign', 'k| 6«', 'प्र ट्र'],
    ['the number row types letters', '1 2 3 4 5 6 7 8 9 0f', 'ज्ञ द्द घ द्ध छ ट ठ ड ढ ण'],
    ['the shifted number row types the digits', '!@#$%^&*()', '१२३४५६७८९०'],
    ['a date and the danda', '@)*#.', '२०८३।'],
    ['letters of the number row in a word', 'sf7df8f}+', 'काठमाडौं'],
    ['… with the short i and the curved ra sign', '/fli6«o', 'राष्ट्रिय'],
    ['ई is इ with the reph stroke', 'O{Zj/', 'ईश्वर'],
  ])('%s', (_rule, preeti, unicode) => {
    expect(preetiToUnicode(preeti)).toBe(unicode);
    expect(unicodeToPreeti(unicode)).toBe(preeti);
  });

  it('reads the reph typed before the vowel sign too', () => {
    expect(preetiToUnicode('jif{f')).toBe('वर्षा');
    expect(preetiToUnicode('jiff{')).toBe('वर्षा');
  });

  it('reads the signs in the orders typists type them', () => {
    // The hook after the signs of its letter, the dot before the vowel sign, the ra sign after
    // it, a sign between a half form and its consonant, the reph before the e stroke.
    expect(preetiToUnicode('k|mfO{')).toBe('फ्राई');
    expect(preetiToUnicode("q'm/")).toBe('क्रुर');
    expect(preetiToUnicode('hfpFm')).toBe('जाऊँ');
    expect(preetiToUnicode('hfcf+}')).toBe('जाऔं');
    expect(preetiToUnicode('6]«S;')).toBe('ट्रेक्स');
    expect(preetiToUnicode("k|:'tt")).toBe('प्रस्तुत');
    expect(preetiToUnicode('x]Yof{]')).toBe('हेर्थ्यो');
    expect(preetiToUnicode('ad]flhd')).toBe('बमोजिम');
  });

  it('writes the punctuation whose ASCII keys draw letters with the font’s own glyphs', () => {
    // In the font `/` is र and `!` is १: a slash or an exclamation mark has a key of its own.
    expect(unicodeToPreeti('२०८१/८२ !')).toBe('@)*!÷*@ Û');
    expect(preetiToUnicode('@)*!÷*@ Û')).toBe('२०८१/८२ !');
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
