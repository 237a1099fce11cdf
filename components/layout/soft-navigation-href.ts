import { LOCALE_PREFIX } from '@/i18n/paths';

export type Click = Pick<
  MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;
/** The clicked anchor: its resolved `href`, its `target`, and whether it has `download`. */
export type Anchor = { href: string; target: string; download: boolean };
export type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/**
 * The path a click on an anchor should open client-side, or null to leave it to the browser:
 * clicks another handler took, modified or non-primary clicks (new tab, download), anchors with a
 * target or a download, other origins, unprefixed paths (the API, feeds, files), another language
 * (a new root layout: Next would load the page in full anyway), and a fragment on the same page.
 */
export function softNavigationHref(click: Click, anchor: Anchor, here: Here): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  const locale = LOCALE_PREFIX.exec(url.pathname)?.[1];
  if (!locale || locale !== LOCALE_PREFIX.exec(here.pathname)?.[1]) return null;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}
