/** The subset Devanagari face (scripts/subset-fonts.mjs); preloaded on Nepali pages only. */
export const DEVANAGARI_FACE_URL = '/fonts/noto-sans-devanagari-nepali-400-normal-5.3.0.woff2';
