import { SAVED_AT_HEADER } from '@/lib/sw/cache-names';

/** The window event that tells the page an API read came from the worker's saved copy. */
export const SAVED_COPY_EVENT = 'patro:saved-copy';

/** The saved date of an answer the service worker gave offline, so the page can label it. */
export function reportSavedCopy(response: Response): void {
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  if (savedAt && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(SAVED_COPY_EVENT, { detail: savedAt }));
  }
}
