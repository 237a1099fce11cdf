import {
  DEVANAGARI_FACE_URL,
  DEVANAGARI_PRELOAD_SCRIPT,
  systemHasDevanagariFace,
} from '@/lib/fonts/devanagari';

/** Runs the head script as a browser with this user agent would; returns the links it added. */
function linksAddedFor(userAgent: string) {
  const added: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => added.push(link) },
  };
  new Function('navigator', 'document', DEVANAGARI_PRELOAD_SCRIPT)({ userAgent }, document);
  return added;
}

const AGENTS = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
};

describe('the Devanagari preload of Nepali pages', () => {
  it.each(['androidChrome', 'androidFirefox', 'chromebook'] as const)(
    'is skipped on %s, which ships the Noto face that local() finds',
    (agent) => {
      expect(linksAddedFor(AGENTS[agent])).toEqual([]);
    },
  );

  it.each(['windows', 'mac', 'iphone', 'linux'] as const)(
    'preloads the face on %s, whose system may lack the Noto face',
    (agent) => {
      expect(linksAddedFor(AGENTS[agent])).toEqual([
        {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          // The font request is CORS: without this the preload would be fetched twice.
          crossOrigin: 'anonymous',
          href: DEVANAGARI_FACE_URL,
        },
      ]);
    },
  );

  it('agrees with the service worker, which precaches the face exactly where pages preload it', () => {
    for (const agent of Object.values(AGENTS)) {
      expect(systemHasDevanagariFace(agent)).toBe(linksAddedFor(agent).length === 0);
    }
  });
});
