/// <reference lib="webworker" />
import {
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
} from 'serwist';
import { routing } from '@/i18n/routing';
import { carryOverSavedPages, saveAhead } from './ahead';
import {
  apiCacheName,
  isOtherBuildsCache,
  isPagesCache,
  MAX_SAVED_API_ANSWERS,
  MAX_SAVED_PAGES,
  pagesCacheName,
  VERSION_MESSAGE,
} from './cache-names';
import { revalidatePlugin } from './ask-server';
import { precacheFor } from './precache';
import { localeOfPath, routeKind, type RouteKind } from './routes';
import { savedCopyPlugin } from './saved-copies';
import { sameBuildPlugin } from './same-build';

// The service worker, bundled after `next build` (scripts/build-service-worker.mjs).
declare const self: ServiceWorkerGlobalScope;
declare const SW_BUILD_ID: string;
declare const SW_PRECACHE: PrecacheEntry[];

const PAGES = pagesCacheName(SW_BUILD_ID);
const API = apiCacheName(SW_BUILD_ID);

function matches(kind: RouteKind) {
  return ({ url, request, sameOrigin }: RouteMatchCallbackOptions) =>
    sameOrigin &&
    // Next's client navigations read the page's flight data (`?_rsc=`); offline they fail and Next
    // loads the document instead, which the routes below answer.
    !request.headers.has('RSC') &&
    routeKind(url.pathname, request.mode === 'navigate') === kind;
}

const pageOptions = {
  cacheName: PAGES,
  matchOptions: { ignoreVary: true },
  plugins: [sameBuildPlugin(SW_BUILD_ID), new ExpirationPlugin({ maxEntries: MAX_SAVED_PAGES })],
};

const serwist = new Serwist({
  precacheEntries: precacheFor(SW_PRECACHE, self.navigator.userAgent),
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker waits until the visitor accepts the reload (or closes the site's tabs),
  // so no tab runs one build's page on the other's files.
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: matches('kept'), handler: new StaleWhileRevalidate(pageOptions) },
    {
      matcher: matches('market'),
      handler: new NetworkFirst({
        ...pageOptions,
        plugins: [...pageOptions.plugins, revalidatePlugin, savedCopyPlugin],
      }),
    },
    {
      matcher: matches('api'),
      handler: new NetworkFirst({
        cacheName: API,
        plugins: [
          sameBuildPlugin(SW_BUILD_ID),
          new ExpirationPlugin({ maxEntries: MAX_SAVED_API_ANSWERS }),
          revalidatePlugin,
          savedCopyPlugin,
        ],
      }),
    },
    { matcher: matches('page'), handler: new NetworkOnly() },
  ],
  // A page neither on the network nor saved: the offline page in its language (precached).
  fallbacks: {
    entries: routing.locales.map((locale) => ({
      url: `/${locale}/offline`,
      matcher: ({ request }) =>
        request.mode === 'navigate' && localeOfPath(new URL(request.url).pathname) === locale,
    })),
  },
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES);
      const names = (await caches.keys()).filter((name) => isPagesCache(name) && name !== PAGES);
      const old = await Promise.all(names.map((name) => caches.open(name)));
      // Neither may fail the install: the worker works without them.
      await Promise.allSettled([
        carryOverSavedPages(cache, old, SW_BUILD_ID),
        saveAhead(cache, self.clients, SW_BUILD_ID),
      ]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = (await caches.keys()).filter((name) => isOtherBuildsCache(name, SW_BUILD_ID));
      await Promise.all(names.map((name) => caches.delete(name)));
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === VERSION_MESSAGE) event.ports[0]?.postMessage({ buildId: SW_BUILD_ID });
});

serwist.addEventListeners();
