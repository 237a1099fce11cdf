import {
  PREETI_CONJUNCTS,
  PREETI_CONSONANTS,
  PREETI_OTHERS,
  PREETI_RA_SIGN,
  PREETI_RA_WITH_U,
  PREETI_ROUNDED,
  PREETI_SIGNS,
  PREETI_VOWEL_SIGNS,
} from './preeti-rules';

const HALANT = 0x094d;
const ZWJ = 0x200d;
const RA = 0x0930;
const SHORT_I = 0x093f;
const ANUSVARA = 0x0902;
const CHANDRABINDU = 0x0901;

// The tables indexed by code point, looked up once per character (the page converts per keystroke).
const byCode = <T>(table: Readonly<Record<string, T>>): Map<number, T> =>
  new Map(Object.entries(table).map(([char, value]) => [char.charCodeAt(0), value]));
const CONSONANTS = byCode(PREETI_CONSONANTS);
const VOWEL_SIGNS = byCode(PREETI_VOWEL_SIGNS);
const OTHERS = byCode(PREETI_OTHERS);
const RA_WITH_U = byCode(PREETI_RA_WITH_U);
const CONJUNCTS = new Map(
  Object.entries(PREETI_CONJUNCTS).map(([pair, keys]) => [
    pair.charCodeAt(0) * 0x10000 + pair.charCodeAt(2),
    keys,
  ]),
);
const ROUNDED = new Set([...PREETI_ROUNDED].map((c) => c.charCodeAt(0)));

/** The keys of one cluster of consonants (joined by halants in Unicode). */
function clusterKeys(consonants: readonly number[], endsInHalant: boolean): string {
  let keys = '';
  for (let j = 0; j < consonants.length;) {
    const consonant = consonants[j]!;
    const next = consonants[j + 1];
    const conjunct = next === undefined ? undefined : CONJUNCTS.get(consonant * 0x10000 + next);
    if (conjunct) {
      const closes = j + 2 === consonants.length && !endsInHalant;
      keys += closes ? conjunct.full : (conjunct.half ?? conjunct.full + PREETI_SIGNS.halant);
      j += 2;
      continue;
    }
    const { full, half } = CONSONANTS.get(consonant)!;
    if (next === RA && j + 2 === consonants.length && !endsInHalant) {
      keys += full + (ROUNDED.has(consonant) ? PREETI_RA_SIGN.rounded : PREETI_RA_SIGN.default);
      j += 2;
      continue;
    }
    const closes = next === undefined && !endsInHalant;
    keys += closes ? full : (half ?? full + PREETI_SIGNS.halant);
    j += 1;
  }
  return keys;
}

/** Unicode Devanagari → Preeti-font text: नेपाल → `g]kfn`, विद्यालय → `ljBfno`, धर्म → `wd{`. */
export function unicodeToPreeti(input: string): string {
  let out = '';
  let at = 0;
  const code = (i: number): number => input.charCodeAt(i);
  const isConsonant = (i: number): boolean => CONSONANTS.has(code(i));
  while (at < input.length) {
    // र् in its half form (र्‍, before a consonant) has a glyph of its own.
    let lead = '';
    if (code(at) === RA && code(at + 1) === HALANT && code(at + 2) === ZWJ && isConsonant(at + 3)) {
      lead = PREETI_SIGNS.eyelashRa;
      at += 3;
    }
    if (!isConsonant(at)) {
      const c = code(at);
      out += lead + (OTHERS.get(c) ?? VOWEL_SIGNS.get(c) ?? input[at]);
      at += 1;
      continue;
    }
    // A cluster that starts with र् is a reph over the rest of it.
    const reph = code(at) === RA && code(at + 1) === HALANT && isConsonant(at + 2);
    if (reph) at += 2;
    const consonants = [code(at)];
    at += 1;
    while (code(at) === HALANT && isConsonant(at + 1)) {
      consonants.push(code(at + 1));
      at += 2;
    }
    const endsInHalant = code(at) === HALANT;
    if (endsInHalant) at += 1;
    let signs = '';
    let shortI = false;
    const sign = code(at);
    if (!endsInHalant && sign === SHORT_I) {
      shortI = true;
      at += 1;
    } else if (!endsInHalant && VOWEL_SIGNS.has(sign)) {
      // रु and रू are glyphs of their own.
      if (consonants.length === 1 && consonants[0] === RA && RA_WITH_U.has(sign)) {
        consonants.pop();
        signs = RA_WITH_U.get(sign)!;
      } else {
        signs = VOWEL_SIGNS.get(sign)!;
      }
      at += 1;
    }
    let nasals = '';
    while (code(at) === ANUSVARA || code(at) === CHANDRABINDU) nasals += OTHERS.get(code(at++));
    out +=
      lead +
      (shortI ? PREETI_VOWEL_SIGNS['ि'] : '') +
      clusterKeys(consonants, endsInHalant) +
      signs +
      (reph ? PREETI_SIGNS.reph : '') +
      nasals;
  }
  return out;
}
