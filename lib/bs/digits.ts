const DEVANAGARI_ZERO = 0x0966; // '०'; the ten digits are contiguous, as are ASCII's.

/**
 * Replaces ASCII digits 0–9 with Devanagari ०–९, leaving everything else (signs, separators)
 * as it is: toDevanagariDigits(2081) → '२०८१', toDevanagariDigits('2081-06-17') → '२०८१-०६-१७'.
 */
export function toDevanagariDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) =>
    String.fromCharCode(DEVANAGARI_ZERO + d.charCodeAt(0) - 48),
  );
}

/** Replaces Devanagari digits ०–९ with ASCII 0–9: fromDevanagariDigits('२०८१') → '2081'. */
export function fromDevanagariDigits(value: string): string {
  return value.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** A number as a page in `locale` prints it: Devanagari digits on 'ne', ASCII on any other. */
export function localeDigits(value: number | string, locale: string): string {
  return locale === 'ne' ? toDevanagariDigits(value) : String(value);
}
