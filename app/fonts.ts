import localFont from 'next/font/local';

/**
 * The Devanagari face, one weight, preloaded. Every page has Devanagari text (Nepali pages
 * throughout, English ones in tithi names and the language switch), so the file is fetched
 * before the first layout instead of when layout finds the text: a face that arrives after the
 * first paint moves the page (a layout shift). Bold is synthesized, since a second face cost
 * every Nepali page another 54 KB before its first paint on a slow connection. Latin text keeps
 * the system font (unicode-range), so it never waits for this file.
 */
export const devanagari = localFont({
  src: '../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  preload: true,
  variable: '--font-devanagari',
  // No metric-adjusted Arial stand-in: it would only cover Latin text, which this face never draws.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF',
    },
  ],
});
