import 'server-only';
import { cleanText, toAsciiDigits } from '../text';
import type { Metal, MetalGrade, MetalUnit } from '../types';

/**
 * Reads metal, grade and unit from a FENEGOSIDA label such as `छापावाल सुन (१ तोला)`,
 * `असली चाँदी दर (१० ग्राम)` or the old site's `FINE GOLD (9999)` / `per 10 grm`.
 * Tejabi labels contain सुन too, so तेजाबी is checked first.
 */
export function parseRateLabel(
  label: string,
): { metal: Metal; grade: MetalGrade; unit: MetalUnit | null } | null {
  const text = toAsciiDigits(cleanText(label)).toLowerCase();
  let metal: Metal | null = null;
  if (/चाँदी|चादी|चाँदि|silver/.test(text)) metal = 'silver';
  else if (/सुन|gold/.test(text)) metal = 'gold';
  if (!metal) return null;
  let grade: MetalGrade | null;
  if (metal === 'silver') grade = 'standard';
  else if (/तेजाबी|तेजावी|tejabi/.test(text)) grade = 'tejabi';
  else if (/छापावाल|छापावल|hallmark|fine|9999/.test(text)) grade = 'fine';
  else grade = null;
  if (!grade) return null;
  return { metal, grade, unit: parseUnit(text) };
}

/** `१ तोला`/`1 tola` → tola, `१० ग्राम`/`10 grm`/`10 gm` → 10g, else null. */
export function parseUnit(label: string): MetalUnit | null {
  const text = toAsciiDigits(cleanText(label)).toLowerCase();
  if (/(?:^|[^\d])10\s*(?:ग्राम|gram|grm|gms?|g\b)/.test(text)) return '10g';
  if (/तोला|tola/.test(text)) return 'tola';
  return null;
}
