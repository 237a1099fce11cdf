/** Nepali typing: romanized and Preeti text to Unicode Devanagari, and back to Preeti. */
export { romanizedToUnicode } from './romanized';
export { preetiToUnicode } from './preeti-to-unicode';
export { unicodeToPreeti } from './unicode-to-preeti';
