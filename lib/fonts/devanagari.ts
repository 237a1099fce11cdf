/** The subset Devanagari face (scripts/subset-fonts.mjs), preloaded by Nepali pages lacking it. */
export const DEVANAGARI_FACE_URL = '/fonts/noto-sans-devanagari-nepali-400-normal-5.3.0.woff2';

/**
 * Systems shipping Noto Sans Devanagari, found by the face's local() names: Android and ChromeOS.
 * There the preload would fetch 41 KB no text uses, on most of our Nepali readers' phones; if
 * local() missed, the system fallback is the same design, so a late swap would not move the text.
 */
const SHIPS_NOTO_DEVANAGARI = /Android|CrOS/;

/** Whether the system of a browser with this user agent has the face (the service worker asks). */
export function systemHasDevanagariFace(userAgent: string): boolean {
  return SHIPS_NOTO_DEVANAGARI.test(userAgent);
}

/**
 * The head script of Nepali pages that preloads the face where the system lacks it. A script and
 * not the server: pages are static and shared by every browser, so they cannot vary by user agent.
 * Without JavaScript the face still loads, from the stylesheet, once layout finds Nepali text.
 */
export const DEVANAGARI_PRELOAD_SCRIPT =
  `if(!${SHIPS_NOTO_DEVANAGARI}.test(navigator.userAgent)){` +
  `var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';` +
  `l.crossOrigin='anonymous';l.href=${JSON.stringify(DEVANAGARI_FACE_URL)};document.head.appendChild(l)}`;
