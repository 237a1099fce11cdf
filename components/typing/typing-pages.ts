/** The three typing tools: their page paths, in the order pages and menus list them. */
export const TYPING_PAGES = [
  { mode: 'romanized', path: '/nepali-unicode' },
  { mode: 'preeti', path: '/preeti-to-unicode' },
  { mode: 'unicode', path: '/unicode-to-preeti' },
] as const;

export type TypingMode = (typeof TYPING_PAGES)[number]['mode'];

export function typingPath(mode: TypingMode): string {
  return TYPING_PAGES.find((page) => page.mode === mode)!.path;
}
