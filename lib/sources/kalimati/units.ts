import 'server-only';
import { cleanText } from '../text';
import type { VegetableUnit } from '../types';

/*
 * Kalimati units are typed by hand. Spellings seen (data-sources.md §2): के.जी. ×77, केजी ×14,
 * के जी ×12, के.जी ×2 and के‍.जी with a zero-width joiner on one day; दर्जन; प्रति गोटा; other
 * scrapers map किलो, गोटा and पिस too. Keys are compared with spaces, dots and invisible
 * characters removed, so every kilogram spelling collapses to "केजी".
 */
const UNIT_KEYS: Record<string, VegetableUnit> = {
  केजी: 'kg',
  किलो: 'kg',
  किलोग्राम: 'kg',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  दर्जन: 'dozen',
  dozen: 'dozen',
  doz: 'dozen',
  गोटा: 'piece',
  वटा: 'piece',
  पिस: 'piece',
  piece: 'piece',
  pieces: 'piece',
  pcs: 'piece',
  pc: 'piece',
  no: 'piece',
  nos: 'piece',
};

/** Cleaned label as stored (`के.जी.` stays readable; the ZWJ and stray spaces go). */
export function unitLabel(raw: string): string {
  return cleanText(raw);
}

/**
 * Maps a Kalimati unit label (Nepali or English, any spelling) to kg | dozen | piece, else
 * `other` (e.g. मुठा bunch, बन्डल bundle); a leading प्रति/per is ignored.
 */
export function normalizeUnit(raw: string): VegetableUnit {
  const key = cleanText(raw)
    .toLowerCase()
    .replace(/^(?:प्रति|per)\s*/, '')
    .replace(/[\s.\-_()/]/g, '');
  return UNIT_KEYS[key] ?? 'other';
}

/**
 * What makes two rows of the same commodity comparable: the unit kind, and for `other` also the
 * label (a bunch is not a bundle). Every kilogram spelling gives `kg`. Prices under different
 * keys are never compared or stored as one series.
 */
export function unitKey(unit: VegetableUnit, label: string): string {
  if (unit !== 'other') return unit;
  return `other:${cleanText(label)
    .toLowerCase()
    .replace(/^(?:प्रति|per)\s*/, '')
    .replace(/[\s.\-_()/]/g, '')}`;
}
