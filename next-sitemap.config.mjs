// Run through tsx (see the `postbuild` script) so it can use the BS core's own year range.
import { routing } from './i18n/routing.ts';
import { now } from './lib/time/index.ts';
import { currentBsYear } from './lib/time/bs-today.ts';
import { sitemapPages } from './lib/seo/sitemap-paths.ts';
import { SITE_URL as siteUrl } from './lib/site.ts';

// Each entry is dated by this build (the pages it lists were rendered by it), as next-sitemap's
// autoLastmod does for the paths it finds itself.
const lastmod = now().toISOString();

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl,
  // The build this sitemap belongs to (npm test builds into NEXT_DIST_DIR=.next-test).
  sourceDir: process.env.NEXT_DIST_DIR || '.next',
  generateRobotsTxt: true,
  sitemapSize: 5000,
  // Every URL comes from sitemapPages(): the build manifest knows only the prebuilt months.
  exclude: ['/*'],
  // The public API stays crawlable: the pages' Dataset blocks offer their downloads there. Only
  // the revalidation endpoint (POST, with a secret) is closed.
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/', disallow: ['/api/internal/'] }] },
  additionalPaths: async () =>
    sitemapPages(currentBsYear()).flatMap((page) =>
      routing.locales.map((locale) => ({
        loc: `/${locale}${page.path}`,
        lastmod,
        changefreq: page.changefreq,
        priority: page.priority,
        alternateRefs: [
          ...routing.locales.map((hreflang) => ({
            href: `${siteUrl}/${hreflang}${page.path}`,
            hreflang,
            hrefIsAbsolute: true,
          })),
          {
            href: `${siteUrl}/${routing.defaultLocale}${page.path}`,
            hreflang: 'x-default',
            hrefIsAbsolute: true,
          },
        ],
      })),
    ),
};

export default config;
