import 'server-only';

const DEVANAGARI_ZERO = 0x0966;
const PLAIN_ASCII = /^[\x21-\x7E]+(?: [\x21-\x7E]+)*$/;
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** Replaces Devanagari digits (०–९) with ASCII digits; other characters are kept. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Removes invisible characters hand-typed upstream cells hide, and collapses spaces. */
export function cleanText(value: string): string {
  // Fast path, same result: printable ASCII words separated by single spaces is already clean.
  if (PLAIN_ASCII.test(value)) return value;
  return value
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\u00A0\u202F\u2007]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses an NPR amount as printed upstream (`रू १,०००.००`, `Rs. 45.00`, `Nrs 261660/-`, …). */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  // NRB and the Kalimati JSON send plain decimal strings ("151.44"): skip the cleaning.
  if (PLAIN_DECIMAL.test(value)) return Number(value);
  const text = toAsciiDigits(cleanText(value))
    .replace(/^(?:रू|रु|nrs|npr|rs)\.?\s*/i, '')
    .replace(/\/-$/, '')
    .replace(/[,\s]/g, '');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}
