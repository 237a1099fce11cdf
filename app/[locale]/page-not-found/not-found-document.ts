import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';
import { escapeHtml } from '@/lib/widgets/html';

const MESSAGES = { en, ne } as const;

let palette: string | undefined;

/** The site's palette (app/tokens.css), light and, by the reader's setting, dark. */
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
export type NotFoundLocale = keyof typeof MESSAGES;

/**
 * The not-found page of one locale as a complete HTML document. Next 16 sends only an empty
 * `__next_error__` shell (filled in by JavaScript) when a page calls notFound(), so an unmatched
 * URL under /en or /ne is answered with this instead: readable without JavaScript, in the URL's
 * language, '404' in the tab title, no cookie, nothing stored.
 */
export function notFoundDocument(locale: NotFoundLocale): string {
  const t = MESSAGES[locale].NotFound;
  const brand = MESSAGES[locale].Metadata.brand;
  const other: NotFoundLocale = locale === 'en' ? 'ne' : 'en';
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t.title)} | ${e(brand)}</title>
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
<h1>${e(t.title)}</h1>
<p>${e(t.body)}</p>
<nav aria-label="${e(brand)}">
<a class="primary" href="/${locale}">${e(t.home)}</a>
<a href="/${locale}/calendar">${e(t.calendar)}</a>
<a href="/${other}" lang="${other}" hreflang="${other}">${e(MESSAGES[other].NotFound.home)}</a>
</nav>
</main>
</body>
</html>
`;
}
