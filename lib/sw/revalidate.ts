import type { SerwistPlugin } from 'serwist';

/**
 * Network first means the server's answer. The pages' and API's `stale-while-revalidate` (meant
 * for nginx and CDNs) lets the browser's HTTP cache answer a plain fetch, even offline, so the
 * saved copy would never be used nor labelled: ask the server each time instead (a 304 when
 * nothing changed). A navigation's copy keeps its manual redirects, so a redirect reaches the
 * tab as one.
 */
export const revalidatePlugin: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: request.headers,
      redirect: request.mode === 'navigate' ? 'manual' : request.redirect,
    }),
};
