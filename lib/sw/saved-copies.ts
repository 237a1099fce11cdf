import type { SerwistPlugin } from 'serwist';
import { SAVED_AT_HEADER, SAVED_AT_META } from './cache-names';

/** The copy's date: its `Date` header, when the server answered it. */
const savedAt = (response: Response): string =>
  response.headers.get('date') ?? new Date(0).toUTCString();

/** Labels an answer served from a saved copy: a meta tag on pages, a header on the API. */
export const savedCopyPlugin: SerwistPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse, event }) {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    const init = { status: cachedResponse.status, statusText: cachedResponse.statusText, headers };
    // The event's own request: the strategy reads the cache with a copy, which is no navigation.
    if ((event as FetchEvent).request.mode === 'navigate') {
      const html = await cachedResponse.text();
      const meta = `<meta name="${SAVED_AT_META}" content="${savedAt(cachedResponse)}">`;
      headers.delete('content-length');
      return new Response(html.replace(/<head>/, `<head>${meta}`), init);
    }
    headers.set(SAVED_AT_HEADER, savedAt(cachedResponse));
    return new Response(cachedResponse.body, init);
  },
};
