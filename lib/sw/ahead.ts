import { isKeepable } from './same-build';
import { localeOfPath, nextMonthHref, routeKind } from './routes';

// Saved pages a new build's worker refetches; the rest go with the last build's caches.
const CARRY_OVER_LIMIT = 60;

async function keep(cache: Cache, url: string, buildId: string): Promise<string | null> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!(await isKeepable(response, buildId))) return null;
  const html = await response.clone().text();
  // The body fetch has already decoded.
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  await cache.put(url, new Response(html, { status: 200, headers }));
  return html;
}

/** This BS month's slug path (`/calendar/2082/jestha`) in Nepal time, from the public API. */
async function currentMonthPath(): Promise<string> {
  const today = (await (await fetch('/api/v1/today', { credentials: 'omit' })).json()) as {
    bs: { year: number; monthName: string };
  };
  return `/calendar/${today.bs.year}/${today.bs.monthName.toLowerCase()}`;
}

/** Saved at install: the open tabs' pages and this and next calendar month. */
export async function saveAhead(cache: Cache, clients: Clients, buildId: string): Promise<void> {
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = tabs.map((tab) => new URL(tab.url));
  const locales = new Set(open.map((url) => localeOfPath(url.pathname)));
  if (locales.size === 0) locales.add('en');
  const shown = open.filter((url) => ['kept', 'market'].includes(routeKind(url.pathname, true)));
  // The tabs are saved whatever happens to the months (an API that does not answer).
  const months = currentMonthPath().then((month) =>
    Promise.all(
      [...locales].map(async (locale) => {
        const html = await keep(cache, `/${locale}${month}`, buildId);
        const next = html ? nextMonthHref(html) : null;
        if (next) await keep(cache, next, buildId);
      }),
    ),
  );
  await Promise.all([
    ...shown.map((url) => keep(cache, url.href, buildId).catch(() => null)),
    months.catch(() => null),
  ]);
}

/** An earlier build's saved pages, fetched anew (old copies name deleted files). */
export async function carryOverSavedPages(
  cache: Cache,
  oldCaches: Cache[],
  buildId: string,
): Promise<void> {
  const urls = new Set<string>();
  for (const old of oldCaches) for (const request of await old.keys()) urls.add(request.url);
  const recent = [...urls].slice(-CARRY_OVER_LIMIT);
  await Promise.all(recent.map((url) => keep(cache, url, buildId).catch(() => null)));
}
