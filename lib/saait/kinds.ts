import { SAAIT_KINDS, type SaaitKind } from './types';

/**
 * The names people type for each kind besides its key: English, the Sanskrit and Nepali
 * spellings in Latin letters (v/b, w, sh/s, aa/a vary), and Devanagari.
 */
export const SAAIT_KIND_NAMES: Readonly<Record<SaaitKind, readonly string[]>> = {
  bibaha: [
    'marriage',
    'wedding',
    'vivah',
    'vivaha',
    'bibah',
    'biwaha',
    'vibaha',
    'bihe',
    'विवाह',
    'बिबाह',
    'बिहे',
  ],
  bratabandha: [
    'bratabanda',
    'bratbandha',
    'vratabandha',
    'vratabandhan',
    'upanayana',
    'upanayan',
    'janai',
    'sacred thread',
    'thread ceremony',
    'व्रतबन्ध',
    'ब्रतबन्ध',
    'उपनयन',
  ],
  pasni: [
    'pasne',
    'annaprashan',
    'annaprashana',
    'annaprasan',
    'annaprasana',
    'rice feeding',
    'first rice',
    'पास्नी',
    'पास्ने',
    'अन्नप्राशन',
  ],
  'griha-prabesh': [
    'griha pravesh',
    'griha prawesh',
    'graha prabesh',
    'graha pravesh',
    'grihapravesha',
    'housewarming',
    'house warming',
    'moving in',
    'गृहप्रवेश',
  ],
  byapar: [
    'vyapar',
    'byapaar',
    'vyapaar',
    'vyapara',
    'business',
    'business opening',
    'shop opening',
    'व्यापार',
    'ब्यापार',
  ],
  shilanyas: [
    'shilanyash',
    'silanyas',
    'shilanyasa',
    'foundation',
    'foundation stone',
    'foundation laying',
    'शिलान्यास',
  ],
};

/** Case, spaces, hyphens, underscores and joiners do not tell names apart. */
const fold = (name: string): string =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_\-\u200c\u200d]+/g, '');

const BY_NAME = new Map<string, SaaitKind>();
for (const kind of SAAIT_KINDS) {
  for (const name of [kind, ...SAAIT_KIND_NAMES[kind]]) {
    const key = fold(name);
    const taken = BY_NAME.get(key);
    if (taken && taken !== kind)
      throw new Error(`saait: '${name}' names both ${taken} and ${kind}`);
    BY_NAME.set(key, kind);
  }
}

/** The kind a typed name means (`marriage`, `vivah`, `विवाह` → `bibaha`), or undefined. */
export function saaitKindFromName(name: string): SaaitKind | undefined {
  return BY_NAME.get(fold(name));
}
