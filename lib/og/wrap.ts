/**
 * Breaks `text` at spaces into ≤ `maxLines` lines no wider than `maxWidth` (by `measure`); a word
 * wider than a line stands alone, and text left over ends the last line with '…'.
 */
export function wrapText(
  text: string,
  measure: (s: string) => number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    let line = words[i]!;
    i++;
    while (i < words.length && measure(`${line} ${words[i]}`) <= maxWidth) {
      line = `${line} ${words[i]}`;
      i++;
    }
    lines.push(line);
  }
  if (i < words.length && lines.length > 0) {
    const trim = (line: string) => line.replace(/[\s,.;:।]+$/u, '');
    let last = trim(lines.pop()!);
    while (last.includes(' ') && measure(`${last}…`) > maxWidth) {
      last = trim(last.slice(0, last.lastIndexOf(' ')));
    }
    lines.push(`${last}…`);
  }
  return lines;
}
