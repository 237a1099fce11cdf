import 'server-only';
import type { FuelProduct } from '../types';

export type Column = FuelProduct | 'date' | 'time';

// Headings as NOC has printed them, compared without case, spaces or punctuation: `Effective Date`,
// `Effective Time`, `Petrol`, `Diesel`, `Kerosene`, `LPG`, `ATF (DP)`, `ATF (DF)`.
const RULES: readonly [RegExp, Column][] = [
  [/^(effective)?date/, 'date'],
  [/^(effective)?time/, 'time'],
  [/^petrol|^motorspirit|^ms$/, 'petrol'],
  [/^diesel|^hsd$/, 'diesel'],
  [/^(superior)?kerosene|^sko$/, 'kerosene'],
  [/^lpg|^cookinggas/, 'lpg'],
  [/^atf.*(dp|domestic)/, 'atf-domestic'],
  [/^atf.*(df|international|foreign)/, 'atf-international'],
];

/** The column a heading names, or null for one we do not read (a serial number, a new column). */
export function columnOf(heading: string): Column | null {
  const key = heading.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [pattern, column] of RULES) if (pattern.test(key)) return column;
  return null;
}
