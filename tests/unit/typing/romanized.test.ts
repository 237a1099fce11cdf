/** The romanized conventions the issue lists, one by one. */
import { romanizedToUnicode } from '@/lib/typing';

describe('romanizedToUnicode', () => {
  it.each([
    ['t and T', 'tamaaTar', 'तमाटर'],
    ['th and Th', 'thaa Thaa', 'था ठा'],
    ['d and D', 'daal Daal', 'दाल डाल'],
    ['dh and Dh', 'dhaan Dhaakaa', 'धान ढाका'],
    ['n and N', 'naN', 'नण'],
    ['sh and Sh', 'shaa Shaa', 'शा षा'],
    ['long vowels', 'kaa kii kuu kai kau', 'का की कू कै कौ'],
    ['capital long vowels', 'kA kI kU', 'का की कू'],
    ['vowels at a word start', 'a aa i ii u uu e ai o au', 'अ आ इ ई उ ऊ ए ऐ ओ औ'],
    ['conjuncts', 'ksha gya tra shra', 'क्ष ज्ञ त्र श्र'],
    ['anusvara and chandrabindu', 'ha*s ha**s', 'हंस हँस'],
    ['rr for the half ra', 'garryo', 'गर्‍यो'],
    ['rr at a word end', 'rr', 'र्'],
    ['digits', '2082', '२०८२'],
    ['consonants typed without a vowel between them join', 'namaste', 'नमस्ते'],
    ['… with capitals for the retroflex letters', 'kaaThamaaDau*', 'काठमाडौं'],
    ['… three of them', 'raashTra', 'राश्ट्र'],
  ])('%s', (_rule, typed, expected) => {
    expect(romanizedToUnicode(typed)).toBe(expected);
  });

  it('keeps the inherent vowel for a final a and a bare final consonant alike', () => {
    expect(romanizedToUnicode('ghara')).toBe('घर');
    expect(romanizedToUnicode('ghar')).toBe('घर');
  });

  it('writes a halant only when \\ asks for it', () => {
    expect(romanizedToUnicode('bhagavaan\\')).toBe('भगवान्');
    expect(romanizedToUnicode('k\\')).toBe('क्');
  });

  it('joins consonants typed together and separates them at /', () => {
    expect(romanizedToUnicode('kh')).toBe('ख');
    expect(romanizedToUnicode('k/h')).toBe('कह');
    expect(romanizedToUnicode('a/i')).toBe('अइ');
    expect(romanizedToUnicode('ai')).toBe('ऐ');
  });

  it('keeps text in braces as typed', () => {
    expect(romanizedToUnicode('{English} bhaaShaa')).toBe('English भाषा');
    expect(romanizedToUnicode('{Nepal} nepaal')).toBe('Nepal नेपाल');
    expect(romanizedToUnicode('ma {email@example.com')).toBe('म email@example.com');
  });

  it('writes a danda for a full stop, but keeps a decimal point', () => {
    expect(romanizedToUnicode('ho.')).toBe('हो।');
    expect(romanizedToUnicode('12.5')).toBe('१२.५');
  });

  it('reads other capitals as lower case and leaves unknown characters alone', () => {
    expect(romanizedToUnicode('Kamal')).toBe('कमल');
    expect(romanizedToUnicode('ma, q?')).toBe('म, q?');
  });
});
