import type { SignKey } from '@/lib/rashifal/signs';

/** Sign spellings publishers and readers use, and Devanagari names, to English keys. */
export const SIGN_ALIASES: Readonly<Record<string, SignKey>> = {
  mesh: 'aries',
  mesha: 'aries',
  brish: 'taurus',
  brisha: 'taurus',
  vrish: 'taurus',
  vrishabh: 'taurus',
  mithun: 'gemini',
  karkat: 'cancer',
  kark: 'cancer',
  singha: 'leo',
  simha: 'leo',
  singh: 'leo',
  kanya: 'virgo',
  tula: 'libra',
  brischik: 'scorpio',
  brischick: 'scorpio',
  brishchik: 'scorpio',
  vrishchik: 'scorpio',
  dhanu: 'sagittarius',
  makar: 'capricorn',
  kumbha: 'aquarius',
  kumbh: 'aquarius',
  meen: 'pisces',
  mina: 'pisces',
  मेष: 'aries',
  वृष: 'taurus',
  मिथुन: 'gemini',
  कर्कट: 'cancer',
  सिंह: 'leo',
  कन्या: 'virgo',
  तुला: 'libra',
  वृश्चिक: 'scorpio',
  धनु: 'sagittarius',
  मकर: 'capricorn',
  कुम्भ: 'aquarius',
  मीन: 'pisces',
};

/** The English key a transliterated or Devanagari sign name stands for, or null. */
export function signKeyForAlias(name: string): SignKey | null {
  return Object.hasOwn(SIGN_ALIASES, name.toLowerCase()) ? SIGN_ALIASES[name.toLowerCase()]! : null;
}
