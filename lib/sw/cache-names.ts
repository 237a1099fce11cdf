/** Caches are named per build: a saved page names its build's scripts and styles. */
export const CACHE_PREFIX = 'patro';

export const pagesCacheName = (buildId: string): string => `${CACHE_PREFIX}-pages-${buildId}`;
export const apiCacheName = (buildId: string): string => `${CACHE_PREFIX}-api-${buildId}`;

/** Whether `name` is one of this site's runtime page caches, of any build. */
export const isPagesCache = (name: string): boolean => name.startsWith(`${CACHE_PREFIX}-pages-`);

export const isOtherBuildsCache = (name: string, buildId: string): boolean =>
  name.startsWith(`${CACHE_PREFIX}-`) && !name.endsWith(`-${buildId}`);

// Bounds of what a visitor's browser keeps: the least recently saved go first.
export const MAX_SAVED_PAGES = 150;
export const MAX_SAVED_API_ANSWERS = 100;

/** The header the worker adds to an API answer it served from its saved copy: when it was saved. */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** The meta tag the worker adds to a page it served from its saved copy: when it was saved. */
export const SAVED_AT_META = 'saved-copy-date';

/** The message that asks the worker for its build id (tests, support). */
export const VERSION_MESSAGE = 'VERSION';
