/** Environment reads client bundles reach too, apart from ./index.ts so they carry no zod. */

/** `APP_NOW` (an ISO timestamp) pins the server's clock for tests; never read in the browser. */
export function pinnedNow(): string | undefined {
  return typeof window === 'undefined' ? process.env.APP_NOW : undefined;
}

/** The public origin for canonical URLs, without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

/** Whether this is a production build (`next build`): the service worker runs only there. */
export function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** `next dev`: the development server, whose React build needs looser page headers. */
export function isDevelopmentServer(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** The port `next start` listens on (Next sets `PORT` from `-p`). */
export function serverPort(): string {
  return process.env.PORT ?? '3000';
}

/** The whole environment, for parsers that take a record so tests can pass their own. */
export function processEnv(): Record<string, string | undefined> {
  return process.env;
}
