/**
 * Checks on a request's raw path (percent-escapes intact), shared by the proxy and its tests.
 * Next decodes the path before routing, so these run on `request.url`, not `nextUrl.pathname`.
 */

/** The path of an absolute request URL, still percent-encoded. */
export function rawPathOf(url: string): string {
  return new URL(url).pathname;
}

/** True when a '%' is not followed by two hex digits: Next's router would fail on it. */
export function hasBrokenEscape(rawPath: string): boolean {
  return /%(?![0-9a-f]{2})/i.test(rawPath);
}

// C0 controls and DEL: never part of a real URL segment, and decoders disagree on them.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * The canonical form of a path whose segments carry encoded controls or surrounding spaces
 * (`/mangsir%00`, `/%20poush`, `/x%09`): those characters are dropped, and so is a segment left
 * empty. Any other segment keeps its exact encoding. Returns `rawPath` itself when it is clean.
 */
export function cleanPath(rawPath: string): string {
  if (!rawPath.includes('%')) return rawPath;
  let changed = false;
  const segments = rawPath.split('/').flatMap((segment, index) => {
    if (index === 0 || !segment.includes('%')) return [segment];
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return [segment];
    }
    const cleaned = decoded.replace(CONTROL, '').trim();
    if (cleaned === decoded) return [segment];
    changed = true;
    return cleaned === '' ? [] : [encodeURIComponent(cleaned)];
  });
  if (!changed) return rawPath;
  const path = segments.join('/');
  return path === '' ? '/' : path;
}
