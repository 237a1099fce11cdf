import {
  ROMAN_CONSONANTS,
  ROMAN_CONTROLS,
  ROMAN_SIGNS,
  ROMAN_SYMBOLS,
  ROMAN_VOWELS,
} from './romanized-rules';

const HALANT = '्';
const ZWJ = '\u200d';

type Token =
  | { kind: 'consonant'; text: string }
  | { kind: 'vowel'; letter: string; sign: string }
  | { kind: 'sign'; text: string }
  | { kind: 'symbol'; text: string }
  | { kind: 'separator' | 'halant' | 'halfRa' };

/** Every key of every table with what it makes, matched longest first. */
const KEYS = new Map<string, Token>();
for (const [key, text] of Object.entries(ROMAN_SYMBOLS)) KEYS.set(key, { kind: 'symbol', text });
for (const [key, text] of Object.entries(ROMAN_CONSONANTS))
  KEYS.set(key, { kind: 'consonant', text });
for (const [key, v] of Object.entries(ROMAN_VOWELS)) KEYS.set(key, { kind: 'vowel', ...v });
for (const [key, text] of Object.entries(ROMAN_SIGNS)) KEYS.set(key, { kind: 'sign', text });
KEYS.set(ROMAN_CONTROLS.separator, { kind: 'separator' });
KEYS.set(ROMAN_CONTROLS.halant, { kind: 'halant' });
KEYS.set(ROMAN_CONTROLS.halfRa, { kind: 'halfRa' });
const LONGEST_KEY = Math.max(...[...KEYS.keys()].map((k) => k.length));

function longestKey(input: string, at: number, lowerFirst: boolean): [string, Token] | undefined {
  for (let length = Math.min(LONGEST_KEY, input.length - at); length > 0; length--) {
    const key = input.slice(at, at + length);
    const token = KEYS.get(lowerFirst ? key.charAt(0).toLowerCase() + key.slice(1) : key);
    if (token) return [key, token];
  }
  return undefined;
}

/** The key at `at`; a capital no key has reads as its lower case (`Ka` is `ka`). */
const keyAt = (input: string, at: number): [string, Token] | undefined =>
  longestKey(input, at, false) ?? longestKey(input, at, true);

/** Romanized Nepali → Devanagari: `nepaal` → नेपाल, `ghar` → घर, `kshamaa` → क्षमा. */
export function romanizedToUnicode(input: string): string {
  let out = '';
  // The last thing written is a consonant still open to a vowel sign or a halant.
  let open = false;
  // `rr` was typed: a consonant right after it joins with a zero-width joiner (half ra).
  let halfRa = false;
  let at = 0;
  while (at < input.length) {
    const char = input[at];
    if (char === ROMAN_CONTROLS.verbatimOpen) {
      const close = input.indexOf(ROMAN_CONTROLS.verbatimClose, at + 1);
      const end = close === -1 ? input.length : close;
      out += input.slice(at + 1, end);
      at = close === -1 ? end : end + 1;
      open = halfRa = false;
      continue;
    }
    // A full stop between digits is a decimal point, not a danda.
    if (char === '.' && /[0-9]/.test(input[at - 1] ?? '') && /[0-9]/.test(input[at + 1] ?? '')) {
      out += char;
      at += 1;
      open = halfRa = false;
      continue;
    }
    const match = keyAt(input, at);
    if (!match) {
      out += char;
      at += 1;
      open = halfRa = false;
      continue;
    }
    const [key, token] = match;
    at += key.length;
    switch (token.kind) {
      case 'consonant':
        if (open) out += HALANT;
        if (halfRa) out += ZWJ;
        out += token.text;
        open = true;
        halfRa = false;
        break;
      case 'vowel':
        out += open ? token.sign : token.letter;
        open = halfRa = false;
        break;
      case 'halant':
        if (open) out += HALANT;
        open = halfRa = false;
        break;
      case 'halfRa':
        if (open) out += HALANT;
        out += 'र' + HALANT;
        open = false;
        halfRa = true;
        break;
      case 'separator':
        open = halfRa = false;
        break;
      case 'sign':
      case 'symbol':
        out += token.text;
        open = halfRa = false;
        break;
    }
  }
  return out;
}
