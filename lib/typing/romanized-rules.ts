/** Romanized (phonetic) Nepali → Unicode: the key table. */

/** A consonant (or a conjunct typed as one key): its letters, joined by halants. */
export const ROMAN_CONSONANTS: Readonly<Record<string, string>> = {
  k: 'क',
  kh: 'ख',
  g: 'ग',
  gh: 'घ',
  NG: 'ङ',
  ch: 'च',
  chh: 'छ',
  Ch: 'छ',
  j: 'ज',
  jh: 'झ',
  NY: 'ञ',
  T: 'ट',
  Th: 'ठ',
  D: 'ड',
  Dh: 'ढ',
  N: 'ण',
  t: 'त',
  th: 'थ',
  d: 'द',
  dh: 'ध',
  n: 'न',
  p: 'प',
  ph: 'फ',
  f: 'फ',
  b: 'ब',
  bh: 'भ',
  m: 'म',
  y: 'य',
  r: 'र',
  l: 'ल',
  v: 'व',
  w: 'व',
  sh: 'श',
  Sh: 'ष',
  s: 'स',
  h: 'ह',
  ksh: 'क्ष',
  x: 'क्ष',
  gy: 'ज्ञ',
};

/** A vowel: its letter at the start of a syllable, and its sign after a consonant. */
export const ROMAN_VOWELS: Readonly<Record<string, { letter: string; sign: string }>> = {
  a: { letter: 'अ', sign: '' },
  aa: { letter: 'आ', sign: 'ा' },
  A: { letter: 'आ', sign: 'ा' },
  i: { letter: 'इ', sign: 'ि' },
  ii: { letter: 'ई', sign: 'ी' },
  I: { letter: 'ई', sign: 'ी' },
  ee: { letter: 'ई', sign: 'ी' },
  u: { letter: 'उ', sign: 'ु' },
  uu: { letter: 'ऊ', sign: 'ू' },
  U: { letter: 'ऊ', sign: 'ू' },
  oo: { letter: 'ऊ', sign: 'ू' },
  e: { letter: 'ए', sign: 'े' },
  ai: { letter: 'ऐ', sign: 'ै' },
  o: { letter: 'ओ', sign: 'ो' },
  au: { letter: 'औ', sign: 'ौ' },
  R: { letter: 'ऋ', sign: 'ृ' },
  Ri: { letter: 'ऋ', sign: 'ृ' },
};

/** Signs that follow a syllable whatever it ends with. */
export const ROMAN_SIGNS: Readonly<Record<string, string>> = {
  '*': 'ं',
  '**': 'ँ',
  H: 'ः',
};

/** Whole symbols. */
export const ROMAN_SYMBOLS: Readonly<Record<string, string>> = {
  OM: 'ॐ',
  '.': '।',
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
};

/** Keys that steer the engine rather than print. */
export const ROMAN_CONTROLS = {
  /** ends a letter: `k/h` is कह, `a/i` is अइ */
  separator: '/',
  /** the halant after the consonant before it: `k\` is क् */
  halant: '\\',
  /** र् in its half form before a consonant (गर्‍यो), typed `rr` */
  halfRa: 'rr',
  /** `{text}` is kept as typed */
  verbatimOpen: '{',
  verbatimClose: '}',
} as const;
