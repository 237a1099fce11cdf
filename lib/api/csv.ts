export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** RFC 4180 CSV; the UTF-8 BOM lets spreadsheets read Nepali, formula-leading text is defused. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** A download filename of safe ASCII characters: `forex_USD_2025-04-02_2026-04-01.csv`. */
export function csvFilename(...parts: string[]): string {
  return `${parts.join('_').replace(/[^A-Za-z0-9._-]+/g, '-')}.csv`;
}
