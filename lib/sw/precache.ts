import type { PrecacheEntry } from 'serwist';
import { DEVANAGARI_FACE_URL, systemHasDevanagariFace } from '@/lib/fonts/devanagari';

/**
 * What this browser's worker saves at install. Offline pages draw Nepali in the system's own face
 * where there is one, as online pages do, so the file would be 41 KB saved for nothing.
 */
export function precacheFor(entries: PrecacheEntry[], userAgent: string): PrecacheEntry[] {
  return systemHasDevanagariFace(userAgent)
    ? entries.filter((entry) => entry.url !== DEVANAGARI_FACE_URL)
    : entries;
}
