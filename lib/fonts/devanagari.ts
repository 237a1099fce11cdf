/**
 * The self-hosted Devanagari face (Noto Sans Devanagari 400, cut down to the characters Nepali
 * uses and written into public/fonts by scripts/subset-fonts.mjs; app/globals.css declares it).
 * Only Nepali pages preload it: on English pages it competed with the page's own CSS and scripts.
 */
export const DEVANAGARI_FACE_URL = '/fonts/noto-sans-devanagari-nepali-400-normal-5.3.0.woff2';
