/** Longest query accepted, in UTF-16 code units (the API answers 400 above it). */
export const MAX_QUERY_LENGTH = 200;

export type QueryProblem = 'too_long' | 'control' | 'encoding';

export type CheckedQuery = { ok: true; query: string } | { ok: false; problem: QueryProblem };

// C0/C1 controls, DEL, and bidi overrides and isolates (they reorder a result page around them).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// U+FFFD is what URL decoding leaves of bytes that are no UTF-8 (`%FF`, a cut `%E0%A4`); a lone
// surrogate cannot be encoded back at all.
const BAD_TEXT = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Checks a raw query: length, no control characters, no undecodable bytes. */
export function checkQuery(raw: string | null | undefined): CheckedQuery {
  const text = raw ?? '';
  if (text.length > MAX_QUERY_LENGTH) return { ok: false, problem: 'too_long' };
  if (BAD_TEXT.test(text)) return { ok: false, problem: 'encoding' };
  if (CONTROL.test(text)) return { ok: false, problem: 'control' };
  return { ok: true, query: text.normalize('NFC').replace(/\s+/g, ' ').trim() };
}

const DEVANAGARI_ZERO = 0x0966;

/** Lowercase, compatibility forms folded (full-width letters), Devanagari digits as ASCII. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\u200b-\u200d\u00ad\ufeff]/g, '');
}

/** One word of a query or a name: its text as typed (normalized) and its match keys. */
export interface Word {
  text: string;
  keys: string[];
  /** True for ASCII digits only. */
  numeric: boolean;
}

// Latin letters (accents dropped below), digits, Devanagari letters and signs; an apostrophe
// inside a word is dropped (father's → fathers).
const WORD = /[a-z\u00c0-\u024f]+|[0-9]+|[\u0900-\u0963\u0971-\u097f]+/g;

export function words(text: string, stems = false): Word[] {
  const plain = normalizeText(text)
    .replace(/['’]/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return [...plain.matchAll(WORD)].map(([token]) => ({
    text: token,
    keys: keysOf(token, stems),
    numeric: /^[0-9]+$/.test(token),
  }));
}

// Postpositions written onto a Nepali word (गोलभेडाको भाउ, दशैंमा): the word is also keyed without.
const POSTPOSITION = /(को|का|की|मा|ले|लाई|बाट|सम्म)$/;

function keysOf(token: string, stems: boolean): string[] {
  if (/^[0-9]+$/.test(token)) return [token];
  if (!/^[\u0900-\u097f]/.test(token)) return [fold(token)];
  const stem = stems ? token.replace(POSTPOSITION, '') : token;
  const forms = stem !== token && stem.length >= 2 ? [token, stem] : [token];
  return [...new Set(forms.flatMap(transliterate).map(fold))];
}

/** Folds a Latin spelling to its key so typed variants meet (v and w → b for व, ng → n). */
export function fold(latin: string): string {
  return latin
    .replace(/chh|ch/g, 'c')
    .replace(/sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/([bcdgjkt])h/g, '$1')
    .replace(/[vw]/g, 'b')
    .replace(/x/g, 'ks')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/au|ou/g, 'o')
    .replace(/(.)\1+/g, '$1')
    .replace(/ng(?![aeiou])/g, 'n');
}

const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'ng',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', व: 'w', श: 'sh', ष: 'sh', स: 's', ह: 'h', ळ: 'l',
}; // prettier-ignore

const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ii', उ: 'u', ऊ: 'uu', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au',
  ऑ: 'o', ऍ: 'e',
}; // prettier-ignore

const SIGNS: Record<string, string> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ii', 'ु': 'u', 'ू': 'uu', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o',
  'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
}; // prettier-ignore

const VIRAMA = '्';
const NUKTA = '़';
/** Anusvara (दशैं → dashain) and visarga; chandrabindu is left unwritten (नयाँ → naya). */
const CODAS: Record<string, string> = { 'ं': 'n', 'ँ': '', 'ः': 'h' };

/** A syllable: its consonants, then an explicit vowel, the inherent 'a' (null), or none (''). */
interface Syllable {
  consonants: string[];
  vowel: string | null;
  coda: string;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  let open: Syllable | null = null; // a consonant run still waiting for its vowel
  for (const ch of word) {
    if (ch === NUKTA) continue;
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      if (open && open.vowel === '') {
        open.consonants.push(consonant);
        open.vowel = null;
      } else out.push((open = { consonants: [consonant], vowel: null, coda: '' }));
      // The next sign decides the vowel; until then it is inherent.
      continue;
    }
    if (ch === VIRAMA) {
      if (open) open.vowel = '';
      continue;
    }
    const sign = SIGNS[ch];
    if (sign !== undefined && open) {
      open.vowel = sign;
      open = null;
      continue;
    }
    const vowel = VOWELS[ch];
    if (vowel !== undefined) {
      out.push({ consonants: [], vowel, coda: '' });
      open = null;
      continue;
    }
    const coda = CODAS[ch];
    const last = out[out.length - 1];
    if (coda !== undefined && last) {
      last.coda += coda;
      open = null;
    }
  }
  return out;
}

/** Latin readings of a Devanagari word; one drops medial inherent vowels (गोलभेडा → golbheda). */
export function transliterate(word: string): string[] {
  const list = syllables(word);
  const inherent = list.map((s) => s.vowel === null && !s.coda);
  // First reading: an inherent vowel is silent word-final after one consonant (दशमी → dashami).
  const vowels = list.map((s, i) => {
    if (!inherent[i]) return s.vowel ?? 'a';
    return i === list.length - 1 && s.consonants.length === 1 ? '' : 'a';
  });
  const spell = (dropMedial: boolean) =>
    list
      .map((s, i) => {
        const medial =
          dropMedial &&
          inherent[i] &&
          s.consonants.length === 1 &&
          i > 0 &&
          i < list.length - 1 &&
          vowels[i - 1] !== '' &&
          list[i + 1]!.consonants.length > 0 &&
          vowels[i + 1] !== '';
        return s.consonants.join('') + (medial ? '' : vowels[i]) + s.coda;
      })
      .join('');
  return [...new Set([spell(false), spell(true)])];
}
