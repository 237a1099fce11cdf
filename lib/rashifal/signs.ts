import { WEEKDAYS } from '@/lib/bs';
import { type Planet, WEEKDAY_LORDS } from './planets';

/** Sign keys, Mesh/Aries first: the one list for pages, URLs and lib/api/schemas/rashifal.ts. */
export const SIGN_KEYS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignKey = (typeof SIGN_KEYS)[number];

/** The elements in the zodiac's order (Aries fire, Taurus earth, …); the API's enum too. */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];
/** Sign modality; the gunas map onto it: movable = rajas, fixed = tamas, dual = sattva. */
export type Modality = 'movable' | 'fixed' | 'dual';

export interface Bilingual {
  en: string;
  ne: string;
}

export interface Sign {
  /** 1 = Mesh/Aries … 12 = Meen/Pisces, the canonical key across sources. */
  index: number;
  key: SignKey;
  name: string;
  /** Roman transliteration as Nepali sites spell it (Mesh, Brish, …). */
  nameRoman: string;
  nameNe: string;
  symbol: string;
  element: Element;
  modality: Modality;
  lord: Planet;
  lucky: { day: Bilingual; number: number; colour: Bilingual };
  /** Keys of the 3rd and 11th signs from this one (a harmonious bhakoot pair). */
  compatible: [SignKey, SignKey];
}

const MODALITIES: readonly Modality[] = ['movable', 'fixed', 'dual'];

/** Vedic numbers of the lords (Sun 1, Moon 2, Jupiter 3, Mercury 5, Venus 6, Saturn 8, Mars 9). */
const LORD_NUMBER: Record<Planet, number> = {
  sun: 1,
  moon: 2,
  jupiter: 3,
  mercury: 5,
  venus: 6,
  saturn: 8,
  mars: 9,
};

// key, roman, Nepali, symbol, lord (Vedic rashi lords), lucky colour
const ROWS: ReadonlyArray<[SignKey, string, string, string, Planet, string, string]> = [
  ['aries', 'Mesh', 'मेष', '♈', 'mars', 'Red', 'रातो'],
  ['taurus', 'Brish', 'वृष', '♉', 'venus', 'White', 'सेतो'],
  ['gemini', 'Mithun', 'मिथुन', '♊', 'mercury', 'Green', 'हरियो'],
  ['cancer', 'Karkat', 'कर्कट', '♋', 'moon', 'Silver', 'चाँदी'],
  ['leo', 'Singha', 'सिंह', '♌', 'sun', 'Saffron', 'केसरी'],
  ['virgo', 'Kanya', 'कन्या', '♍', 'mercury', 'Light green', 'हल्का हरियो'],
  ['libra', 'Tula', 'तुला', '♎', 'venus', 'Pink', 'गुलाबी'],
  ['scorpio', 'Brischik', 'वृश्चिक', '♏', 'mars', 'Maroon', 'गाढा रातो'],
  ['sagittarius', 'Dhanu', 'धनु', '♐', 'jupiter', 'Yellow', 'पहेँलो'],
  ['capricorn', 'Makar', 'मकर', '♑', 'saturn', 'Dark blue', 'गाढा निलो'],
  ['aquarius', 'Kumbha', 'कुम्भ', '♒', 'saturn', 'Sky blue', 'आकाशे निलो'],
  ['pisces', 'Meen', 'मीन', '♓', 'jupiter', 'Golden', 'सुनौलो'],
];

const cap = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** The twelve signs in the spec's order (Mesh/Aries … Meen/Pisces). */
export const SIGNS: readonly Sign[] = ROWS.map(
  ([key, nameRoman, nameNe, symbol, lord, colour, colourNe], i) => {
    const weekday = WEEKDAYS[WEEKDAY_LORDS.indexOf(lord)]!;
    return {
      index: i + 1,
      key,
      name: cap(key),
      nameRoman,
      nameNe,
      symbol,
      element: ELEMENTS[i % 4]!,
      modality: MODALITIES[i % 3]!,
      lord,
      lucky: {
        day: { en: weekday.name, ne: weekday.nameNe },
        number: LORD_NUMBER[lord],
        colour: { en: colour, ne: colourNe },
      },
      compatible: [ROWS[(i + 2) % 12]![0], ROWS[(i + 10) % 12]![0]],
    };
  },
);

/** Sign by index 1–12. @throws RangeError outside 1–12. */
export function signAt(index: number): Sign {
  const sign = SIGNS[index - 1];
  if (!sign || !Number.isInteger(index)) throw new RangeError(`Sign index ${index} is not 1–12`);
  return sign;
}

/** The sign for an exact English key, or null. */
export function signByKey(key: string): Sign | null {
  return SIGNS.find((s) => s.key === key) ?? null;
}
