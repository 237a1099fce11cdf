import 'server-only';
import { routing } from '@/i18n/routing';
import { processSecret, REVALIDATE_ROUTE, secretMatches } from '@/lib/http/revalidation';
import { SOURCE_IDS, type SourceId } from '@/lib/sources/types';
import { WIDGET_THEMES, widgetPage } from '@/lib/widgets/catalog';
import { bySource } from '@/lib/sources/registry';

/** Paths (no locale) showing each source's data: its pages, and its widgets in every theme. */
export const SOURCE_PAGES = bySource(({ refreshes }) => [
  ...refreshes.pages,
  ...refreshes.widgets.flatMap((name) => WIDGET_THEMES.map((theme) => widgetPage(name, theme))),
]);

/** Concrete paths (every locale) to revalidate after the given sources stored data. */
export function pathsFor(sources: readonly SourceId[]): string[] {
  const paths = new Set<string>();
  for (const source of sources) {
    for (const locale of routing.locales)
      for (const page of SOURCE_PAGES[source]) paths.add(`/${locale}${page}`);
  }
  return [...paths];
}

export function isSourceId(value: unknown): value is SourceId {
  return typeof value === 'string' && (SOURCE_IDS as readonly string[]).includes(value);
}

export { processSecret, secretMatches };

export interface RevalidateTarget {
  /** Origin of the running site, e.g. http://127.0.0.1:3000. */
  origin: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type RevalidateResult = { ok: true; paths: string[] } | { ok: false; message: string };

/** Asks each origin (site instance) to revalidate; ok if all did, else the failures joined. */
export async function requestRevalidationOf(
  origins: readonly string[],
  sources: readonly SourceId[],
  target: Omit<RevalidateTarget, 'origin'>,
): Promise<RevalidateResult> {
  const results = await Promise.all(
    origins.map((origin) => requestRevalidation(sources, { ...target, origin })),
  );
  const failures = results.flatMap((result) => (result.ok ? [] : [result.message]));
  if (failures.length) return { ok: false, message: failures.join('; ') };
  return { ok: true, paths: results.find((result) => result.ok)?.paths ?? [] };
}

/** Asks the running site to revalidate the pages of `sources`. */
export async function requestRevalidation(
  sources: readonly SourceId[],
  target: RevalidateTarget,
): Promise<RevalidateResult> {
  const url = `${target.origin}${REVALIDATE_ROUTE}`;
  try {
    const response = await (target.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${target.secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ sources }),
      signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
      redirect: 'manual',
    });
    const body = (await response.json().catch(() => null)) as {
      revalidated?: string[];
      error?: { message?: string };
    } | null;
    if (response.ok && Array.isArray(body?.revalidated))
      return { ok: true, paths: body.revalidated };
    return {
      ok: false,
      message: `${url} answered ${response.status}${body?.error?.message ? `: ${body.error.message}` : ''}`,
    };
  } catch (error) {
    const e = error as {
      name?: string;
      message?: string;
      cause?: { code?: string; message?: string };
    };
    const why =
      e.name === 'TimeoutError'
        ? 'timed out'
        : (e.cause?.code ?? e.cause?.message ?? e.message ?? String(error));
    return { ok: false, message: `site not reachable at ${target.origin} (${why})` };
  }
}

/** Sources whose run stored rows: their pages need a refresh. */
export function sourcesWithNewData(
  outcomes: readonly { source: SourceId; status: string; rows: number }[],
): SourceId[] {
  return outcomes.filter((o) => o.status === 'ok' && o.rows > 0).map((o) => o.source);
}

/** One log line for a revalidation request's result. */
export function describeRevalidation(result: RevalidateResult): string {
  return result.ok
    ? `revalidated ${result.paths.length} page${result.paths.length === 1 ? '' : 's'}: ${result.paths.join(' ')}`
    : `pages not revalidated: ${result.message}; they refresh on their time-based revalidate`;
}
