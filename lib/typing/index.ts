/**
 * Nepali typing, pure TypeScript for the browser: romanized (phonetic) and Preeti-font text to
 * Unicode Devanagari, and Unicode back to Preeti.
 */
export { romanizedToUnicode } from './romanized';
export { preetiToUnicode } from './preeti-to-unicode';
export { unicodeToPreeti } from './unicode-to-preeti';
