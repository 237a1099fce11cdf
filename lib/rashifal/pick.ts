/** FNV-1a over a string: a stable, platform-independent 32-bit hash (no randomness). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Days since 1970-01-01 of a civil date. */
export function dayNumber(date: { year: number; month: number; day: number }): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}
