import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { routing } from './i18n/routing';
import { buildDir, buildSteps, siteUrlWarning } from './lib/env';
import { securityHeaders } from './lib/security-headers';
import { PAGE_ALIASES, QUERY_VIEW_PAGES } from './lib/urls/page-table';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    // The catalogues are compiled to next-intl's compact form at build time, so client leaves
    // format with the small format-only runtime instead of shipping an ICU parser.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Answers rendered per request that depend only on their URL and the store: nginx's microcache,
// `npm start`'s and a CDN may keep one for a minute, so under load a popular one is rendered once
// a minute (or once a second at the edge), not once a request. Ingestion revalidates the pages
// themselves; a query view may lag it by that minute.
const SHARED_FOR_A_MINUTE = [
  { key: 'Cache-Control', value: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60' },
];
const LOCALE = `:locale(${routing.locales.join('|')})`;

// A page's query views (`?page=2`, `?bs=…`) are rewritten to its `/view` twin; the rule matches
// the URL as requested, so one per name of the page (its aliases too) and parameter.
const queryViewHeaders = Object.entries(QUERY_VIEW_PAGES).flatMap(([page, params]) => {
  const aliases = Object.keys(PAGE_ALIASES).filter((alias) => PAGE_ALIASES[alias] === page);
  return [page, ...aliases].flatMap((name) =>
    params.map((key) => ({
      source: `/${LOCALE}/${name}`,
      has: [{ type: 'query' as const, key }],
      headers: SHARED_FOR_A_MINUTE,
    })),
  );
});

// `npm test` builds with a pinned clock into its own directory (NEXT_DIST_DIR=.next-test), so a
// later `npm start` never serves the test build.
const distDir = buildDir();
const steps = buildSteps();

if (process.argv.includes('build')) {
  const warning = siteUrlWarning({ ...process.env, NODE_ENV: 'production' });
  if (warning) console.warn(warning);
}

const nextConfig: NextConfig = {
  distDir,
  poweredByHeader: false,
  reactStrictMode: true,
  // harfbuzzjs loads its WebAssembly from its own folder at run time (lib/og/typeset.ts).
  serverExternalPackages: ['better-sqlite3', 'harfbuzzjs'],
  // The ISR and data cache: Redis with REDIS_URL, else a bounded disk store; successful pages
  // only (lib/cache/page-cache-handler.mjs).
  cacheHandler: path.resolve(process.cwd(), 'lib/cache/page-cache-handler.mjs'),
  typescript: { ignoreBuildErrors: !steps.typecheck },
  experimental: {
    turbopackFileSystemCacheForBuild: steps.cache,
    globalNotFound: true,
    // The stylesheet in the document: first paint no longer waits for a second request, so text
    // is drawn before the scripts arrive (docs/performance.md). Next also writes the CSS into the
    // page's flight data, which doubles its bytes in the HTML: vercel/next.js#95141.
    inlineCss: true,
  },
  async headers() {
    return [
      ...securityHeaders(),
      { source: `/${LOCALE}/search`, headers: SHARED_FOR_A_MINUTE },
      ...queryViewHeaders,
      // Public files are revalidated on every use by default; the font's name carries its
      // version (scripts/subset-fonts.mjs), so it never changes under that name. Any origin may
      // load it: a widget framed by another site runs sandboxed, with an opaque origin, and a
      // font is fetched with CORS, so without this the Nepali widgets lost their face.
      {
        source: '/fonts/:file*',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
          { key: 'Access-Control-Allow-Origin', value: '*' },
        ],
      },
    ];
  },
  async rewrites() {
    return {
      // Page URLs are judged in proxy.ts (lib/urls). A file name outside both locales that no
      // public file claims (`/nosuch.txt`) skips the proxy and would reach the [locale] home
      // route as a locale: answer it with the 404 document instead.
      afterFiles: [
        {
          source: '/:file([^/]*\\.[^/]*)',
          destination: `/${routing.defaultLocale}/page-not-found`,
        },
      ],
    };
  },
};

export default withNextIntl(nextConfig);
