/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by Next outside the bundler */
// The ISR store of `next start`: Next's own file-system cache, except that it keeps successful
// answers only.
//
// Why: a dynamic route with generateStaticParams and the default dynamicParams (the calendar
// month, the locale root) renders any unknown parameter on demand and hands the result to the
// incremental cache, whatever its status. A notFound() or a redirect is stored like a page, as
// .html/.rsc/.meta plus one file per segment under <distDir>/server/route-cache/APP_PAGE/..., so
// every distinct bad URL (`/en/calendar/junk1/mangsir`, `/junk2.txt`, ...) added about 7 files
// and 100-145 KB, and the in-memory cache-control table grew by one entry, without limit.
// A 404 or a redirect is cheap to render again; the store must grow with our pages only.
// (Plain CommonJS, loaded by Next at run time outside the bundler: config `cacheHandler`.)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const {
  SharedCacheControls,
} = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external');

/** Only a 2xx page or route answer is worth keeping; fetch-cache entries have no status. */
function isKeepable(data) {
  if (!data || typeof data !== 'object') return true;
  if (data.kind === 'REDIRECT') return false;
  if (data.kind !== 'APP_PAGE' && data.kind !== 'APP_ROUTE' && data.kind !== 'PAGES') return true;
  const status = data.status ?? 200;
  return status >= 200 && status < 300;
}

class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isKeepable(data)) return super.set(key, data, ctx);
    // Next records the entry's cache lifetime before calling us; drop it too, so memory does not
    // grow with the number of bad URLs either.
    SharedCacheControls.cacheControls.delete(key);
  }
}

module.exports = PageCacheHandler;
module.exports.isKeepable = isKeepable;
