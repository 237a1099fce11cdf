import { PREETI_KEYS, PREETI_TO_UNICODE_RULES } from './preeti-rules';

/** Preeti-font text → Unicode Devanagari: `g]kfn` → नेपाल, `ljBfno` → विद्यालय, `wd{` → धर्म. */
export function preetiToUnicode(input: string): string {
  let text = '';
  for (const char of input) text += PREETI_KEYS[char] ?? char;
  for (const [pattern, replacement] of PREETI_TO_UNICODE_RULES) {
    text = text.replace(pattern, replacement);
  }
  return text;
}
