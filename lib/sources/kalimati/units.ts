import 'server-only';
import { cleanText } from '../text';
import type { VegetableUnit } from '../types';

/* Kalimati units are typed by hand. */
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

/** Maps a Kalimati unit label in any spelling to kg | dozen | piece, else `other`. */
export function normalizeUnit(raw: string): VegetableUnit {
  const key = cleanText(raw)
    .toLowerCase()
    .replace(/^(?:प्रति|per)\s*/, '')
    .replace(/[\s.\-_()/]/g, '');
  return UNIT_KEYS[key] ?? 'other';
}

/** Two rows compare when unit kinds match, and for `other` the labels too. */
export function unitKey(unit: VegetableUnit, label: string): string {
  if (unit !== 'other') return unit;
  return `other:${cleanText(label)
    .toLowerCase()
    .replace(/^(?:प्रति|per)\s*/, '')
    .replace(/[\s.\-_()/]/g, '')}`;
}
