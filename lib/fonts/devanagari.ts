/**
 * The self-hosted Devanagari face (Noto Sans Devanagari 400, cut down to the characters Nepali
 * uses and written into public/fonts by scripts/subset-fonts.mjs; app/globals.css declares it).
 * The version in the name lets the file be cached for a year. Only Nepali pages preload it: there
 * every line is Devanagari, and a face that arrived after the first paint would move the page.
 * English pages draw Devanagari only in tithi names, the language switch and market names;
 * preloading the face there (50 KB before the cut) made it compete with the page's own CSS and
 * scripts on a slow connection, and the swap shifts them by less than 0.02 (e2e: shell.spec.ts).
 */
export const DEVANAGARI_FACE_URL = '/fonts/noto-sans-devanagari-nepali-400-normal-5.3.0.woff2';
