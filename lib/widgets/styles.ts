// The widgets' inline stylesheet; Devanagari prefers an installed system face over our 40 KB font.
import { DEVANAGARI_FACE_URL } from '@/lib/fonts/devanagari';

const SYSTEM = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
// Full and PostScript names of the Devanagari faces that Android, Windows and macOS ship.
const LOCAL_FACES = [
  'Noto Sans Devanagari Regular',
  'NotoSansDevanagari-Regular',
  'Nirmala UI',
  'Kohinoor Devanagari Regular',
  'KohinoorDevanagari-Regular',
  'Devanagari Sangam MN',
  'Mangal',
];

const LIGHT = `--bg:oklch(1 0 0);--fg:oklch(0.21 0.02 260);--muted:oklch(0.45 0.02 260);--line:oklch(0.9 0.01 85);--accent:oklch(0.47 0.17 25);--soft:oklch(0.96 0.006 85)`;
const DARK = `--bg:oklch(0.22 0.02 260);--fg:oklch(0.96 0.005 85);--muted:oklch(0.78 0.02 260);--line:oklch(0.34 0.02 260);--accent:oklch(0.74 0.15 25);--soft:oklch(0.27 0.02 260)`;

export const WIDGET_CSS = [
  `@font-face{font-family:Devanagari;src:${LOCAL_FACES.map((face) => `local('${face}')`).join(',')},url(${DEVANAGARI_FACE_URL}) format('woff2');font-display:swap;unicode-range:U+0900-097F,U+200C-200D,U+20A8,U+20B9,U+25CC}`,
  `:root{color-scheme:light;${LIGHT}}`,
  `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${DARK}}}`,
  `:root[data-theme=dark]{color-scheme:dark;${DARK}}`,
  '*{box-sizing:border-box}',
  // On the root, where the lang is: a font on body would hide the Devanagari rule from it.
  `:root{font:14px/1.45 ${SYSTEM}}`,
  'body{margin:0;background:var(--bg);color:var(--fg)}',
  `[lang|=ne]{font-family:Devanagari,${SYSTEM}}`,
  'main{padding:12px 14px}',
  'h1{font-size:16px;line-height:1.3;margin:0}',
  'p{margin:0}',
  '.sub{color:var(--muted);font-size:12.5px}',
  '.big{font-size:20px;font-weight:700;margin-top:2px}',
  'table{width:100%;border-collapse:collapse;margin-top:6px;font-variant-numeric:tabular-nums}',
  'th,td{padding:4px 0 4px 8px;border-bottom:1px solid var(--line);text-align:right;font-weight:400}',
  'th:first-child,td:first-child{padding-left:0;text-align:left}',
  'thead th{color:var(--muted);font-size:12px}',
  'tbody th{font-weight:500}',
  'td{white-space:nowrap}',
  'ul{margin:6px 0 0;padding-left:18px}',
  '.hol{color:var(--accent);font-weight:600}',
  '.mt{margin-top:6px}',
  '.note{margin-top:8px;padding:6px 8px;background:var(--soft);border-radius:6px}',
  'footer{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;margin-top:10px;font-size:12.5px}',
  'a{color:var(--accent);text-underline-offset:2px}',
  'footer .brand{color:var(--muted)}',
  '.cal{table-layout:fixed;text-align:center}',
  '.cal th,.cal td{padding:2px 0;text-align:center;border:0}',
  '.cal td span{display:block;border-radius:6px;padding:1px 0;line-height:1.15}',
  '.cal small{display:block;color:var(--muted);font-size:10px}',
  '.cal .today span{outline:2px solid var(--accent);outline-offset:-2px}',
  '.cal .hol small{color:inherit}',
  '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
].join('');
