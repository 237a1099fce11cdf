/**
 * The Preeti font's keys: Preeti text is ASCII (and a few Latin-1 letters) that the font draws
 * as Devanagari glyphs, in the order they are seen, not the order Unicode stores them. These
 * tables hold what each key draws; preeti-to-unicode.ts and unicode-to-preeti.ts reorder.
 */

/** Marks left by the keys that the reordering rules move or merge (private-use code points). */
export const MARK = {
  /** `l`: the short i sign, drawn before the consonants it follows in Unicode */
  shortI: '\ue001',
  /** `{`: the reph (र् over the next syllable), drawn after the syllable it precedes */
  reph: '\ue002',
  /** `m`: the hook that turns उ into ऊ, प into फ, भ into झ, त्र into क्र, त्त into क्त */
  hook: '\ue003',
} as const;

/** Key → what it draws. Upper case is mostly the half (halant) form of the lower-case key. */
export const PREETI_KEYS: Readonly<Record<string, string>> = {
  a: 'ब',
  b: 'द',
  c: 'अ',
  d: 'म',
  e: 'भ',
  f: 'ा',
  g: 'न',
  h: 'ज',
  i: 'ष्',
  j: 'व',
  k: 'प',
  l: MARK.shortI,
  m: MARK.hook,
  n: 'ल',
  o: 'य',
  p: 'उ',
  q: 'त्र',
  r: 'च',
  s: 'क',
  t: 'त',
  u: 'ग',
  v: 'ख',
  w: 'ध',
  x: 'ह',
  y: 'थ',
  z: 'श',
  A: 'ब्',
  B: 'द्य',
  C: 'ऋ',
  D: 'म्',
  E: 'भ्',
  F: 'ँ',
  G: 'न्',
  H: 'ज्',
  I: 'क्ष्',
  J: 'व्',
  K: 'प्',
  L: 'ी',
  M: 'ः',
  N: 'ल्',
  O: 'इ',
  P: 'ए',
  Q: 'त्त',
  R: 'च्',
  S: 'क्',
  T: 'त्',
  U: 'ग्',
  V: 'ख्',
  W: 'ध्',
  X: 'ह्',
  Y: 'थ्',
  Z: 'श्',
  '0': '०',
  '1': '१',
  '2': '२',
  '3': '३',
  '4': '४',
  '5': '५',
  '6': '६',
  '7': '७',
  '8': '८',
  '9': '९',
  '!': 'ज्ञ',
  '@': 'ई',
  '#': 'घ',
  $: 'द्ध',
  '%': 'छ',
  '^': 'ट',
  '&': 'ठ',
  '*': 'ड',
  '(': 'ढ',
  ')': 'ण्',
  '-': '(',
  _: ')',
  '=': '.',
  '+': 'ं',
  '[': 'ृ',
  ']': 'े',
  '{': MARK.reph,
  '}': 'ै',
  '\\': '्',
  '|': '्र',
  ';': 'स',
  ':': 'स्',
  "'": 'ु',
  '"': 'ू',
  ',': ',',
  '.': '।',
  '/': 'र',
  '<': '?',
  '>': 'श्र',
  '?': 'रु',
  '`': 'ञ',
  '~': 'ञ्',
  ª: 'ङ',
  ˆ: 'फ्',
  '£': 'घ्',
  '‰': 'झ्',
  å: 'द्व',
  '§': 'ट्ट',
  '¶': 'ठ्ठ',
  Í: 'ङ्क',
  Ë: 'ङ्ग',
  '¿': 'रू',
  '«': '्र',
  '¥': 'र्\u200d',
};

const C = '[क-ह]';
const CLUSTER = `((?:${C}्)*${C})`;
const SIGNS_AFTER = '([ािीुूृेैोौंँ]*)';

/**
 * Preeti → Unicode, after the keys are replaced: each rule in order over the whole text.
 * The hook first (it changes letters), then half forms closed by the ा stroke, then the vowel
 * letters drawn from parts, then the moves: ि after its cluster, र् before its cluster.
 */
export const PREETI_TO_UNICODE_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`त्र${MARK.hook}`, 'g'), 'क्र'],
  [new RegExp(`त्त${MARK.hook}`, 'g'), 'क्त'],
  [new RegExp(`उ${MARK.hook}`, 'g'), 'ऊ'],
  [new RegExp(`प${MARK.hook}`, 'g'), 'फ'],
  [new RegExp(`भ${MARK.hook}`, 'g'), 'झ'],
  [new RegExp(MARK.hook, 'g'), ''],
  // A half form with the stroke is the full letter: `if` is ष, `)f` is ण, `If` is क्ष.
  [new RegExp(`(${C})्ा`, 'g'), '$1'],
  [/ाे/g, 'ो'],
  [/ाै/g, 'ौ'],
  [/अा/g, 'आ'],
  [/अो/g, 'ओ'],
  [/अौ/g, 'औ'],
  [/एे/g, 'ऐ'],
  [new RegExp(`इ${MARK.reph}`, 'g'), 'ई'],
  [new RegExp(`${MARK.shortI}${CLUSTER}`, 'g'), '$1ि'],
  [new RegExp(`${CLUSTER}${SIGNS_AFTER}${MARK.reph}`, 'g'), 'र्$1$2'],
  [new RegExp(MARK.shortI, 'g'), 'ि'],
  [new RegExp(MARK.reph, 'g'), 'र्'],
];

/** Unicode → Preeti: a consonant's key when it ends its cluster (full) or not (half). */
export const PREETI_CONSONANTS: Readonly<Record<string, { full: string; half?: string }>> = {
  क: { full: 's', half: 'S' },
  ख: { full: 'v', half: 'V' },
  ग: { full: 'u', half: 'U' },
  घ: { full: '#', half: '£' },
  ङ: { full: 'ª' },
  च: { full: 'r', half: 'R' },
  छ: { full: '%' },
  ज: { full: 'h', half: 'H' },
  झ: { full: 'em', half: '‰' },
  ञ: { full: '`', half: '~' },
  ट: { full: '^' },
  ठ: { full: '&' },
  ड: { full: '*' },
  ढ: { full: '(' },
  ण: { full: ')f', half: ')' },
  त: { full: 't', half: 'T' },
  थ: { full: 'y', half: 'Y' },
  द: { full: 'b' },
  ध: { full: 'w', half: 'W' },
  न: { full: 'g', half: 'G' },
  प: { full: 'k', half: 'K' },
  फ: { full: 'km', half: 'ˆ' },
  ब: { full: 'a', half: 'A' },
  भ: { full: 'e', half: 'E' },
  म: { full: 'd', half: 'D' },
  य: { full: 'o' },
  र: { full: '/' },
  ल: { full: 'n', half: 'N' },
  व: { full: 'j', half: 'J' },
  श: { full: 'z', half: 'Z' },
  ष: { full: 'if', half: 'i' },
  स: { full: ';', half: ':' },
  ह: { full: 'x', half: 'X' },
};

/** Two consonants the font draws as one glyph, keyed by the pair as Unicode stores it. */
export const PREETI_CONJUNCTS: Readonly<Record<string, { full: string; half?: string }>> = {
  क्ष: { full: 'If', half: 'I' },
  त्र: { full: 'q' },
  ज्ञ: { full: '!' },
  श्र: { full: '>' },
  द्ध: { full: '$' },
  द्य: { full: 'B' },
  त्त: { full: 'Q' },
  द्व: { full: 'å' },
  ट्ट: { full: '§' },
  ठ्ठ: { full: '¶' },
  ङ्क: { full: 'Í' },
  ङ्ग: { full: 'Ë' },
  क्र: { full: 'qm' },
  क्त: { full: 'Qm' },
};

/** र after a consonant (्र): a stroke under most letters, a curved foot under the round ones. */
export const PREETI_RA_SIGN = { default: '|', rounded: '«' } as const;
export const PREETI_ROUNDED = new Set(['ट', 'ठ', 'ड', 'ढ', 'छ']);

/** रु and रू are glyphs of their own. */
export const PREETI_RA_WITH_U: Readonly<Record<string, string>> = { 'ु': '?', 'ू': '¿' };

/** Vowel signs, in the order they are typed after the consonants (ि goes before them). */
export const PREETI_VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'f',
  'ि': 'l',
  'ी': 'L',
  'ु': "'",
  'ू': '"',
  'ृ': '[',
  'े': ']',
  'ै': '}',
  'ो': 'f]',
  'ौ': 'f}',
};

/** Everything else, character by character. */
export const PREETI_OTHERS: Readonly<Record<string, string>> = {
  अ: 'c',
  आ: 'cf',
  इ: 'O',
  ई: 'O{',
  उ: 'p',
  ऊ: 'pm',
  ऋ: 'C',
  ए: 'P',
  ऐ: 'P]',
  ओ: 'cf]',
  औ: 'cf}',
  'ं': '+',
  'ँ': 'F',
  'ः': 'M',
  '्': '\\',
  '०': '0',
  '१': '1',
  '२': '2',
  '३': '3',
  '४': '4',
  '५': '5',
  '६': '6',
  '७': '7',
  '८': '8',
  '९': '9',
  '।': '.',
  '॥': '..',
  '.': '=',
  '(': '-',
  ')': '_',
  '?': '<',
  ',': ',',
};

export const PREETI_SIGNS = { reph: '{', halant: '\\', eyelashRa: '¥' } as const;
