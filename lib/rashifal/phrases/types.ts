/** One phrase in both languages: [English, Nepali]. */
export type PhrasePair = readonly [en: string, ne: string];

export type Theme = 'general' | 'work' | 'health' | 'family';

export const THEMES: readonly Theme[] = ['general', 'work', 'health', 'family'];

export type HousePhrases = Record<Theme, readonly PhrasePair[]>;
