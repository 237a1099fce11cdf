import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';
import { escapeHtml as e } from '@/lib/widgets/html';

let palette: string | undefined;

/** app/tokens.css's light palette, and its dark one by the reader's setting. */
function paletteCss(): string {
  if (palette === undefined) {
    const css = readFileSync(path.join(process.cwd(), 'app', 'tokens.css'), 'utf8');
    const block = (selector: RegExp) => (selector.exec(css)?.[1] ?? '').replace(/\s+/g, ' ').trim();
    palette =
      `:root{${block(/:root\s*\{([^}]*)\}/)}}` +
      `@media (prefers-color-scheme:dark){:root{${block(/\.dark\s*\{([^}]*)\}/)}}}`;
  }
  return palette;
}

/** A page answered without the app (404, 429), in the site's palette; `body` is escaped HTML. */
export function standaloneDocument(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/${locale}/manifest.webmanifest">
<style>
${paletteCss()}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Devanagari',sans-serif;color:var(--foreground);background:var(--background);padding:1.5rem}
main{max-width:40rem;text-align:center}h1{font-size:1.875rem;margin:0 0 1rem}p{color:var(--muted-foreground);line-height:1.6}
nav{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;margin-top:1.5rem}
a{display:inline-block;padding:.6rem 1.1rem;border-radius:var(--radius);border:1px solid var(--primary);color:var(--primary);text-decoration:none;font-weight:600}
a.primary{background:var(--primary);color:var(--primary-foreground)}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
