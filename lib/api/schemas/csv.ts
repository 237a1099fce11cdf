/**
 * CSV for the history endpoints, shaped for spreadsheets: a UTF-8 BOM so Excel reads Nepali
 * names, CRLF line ends (RFC 4180), and quoting only where a cell needs it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A download filename made of safe characters only. */
export function csvFilename(...parts: (string | undefined)[]): string {
  return `${parts
    .filter((p): p is string => Boolean(p))
    .join('_')
    .replace(/[^A-Za-z0-9._-]+/g, '-')}.csv`;
}
