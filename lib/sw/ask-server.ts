import type { SerwistPlugin } from 'serwist';

/** Network first means the server's answer, not the HTTP cache's stale-while-revalidate copy. */
export const revalidatePlugin: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: request.headers,
      redirect: request.mode === 'navigate' ? 'manual' : request.redirect,
    }),
};
