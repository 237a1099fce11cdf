/** Checks on a request's raw path (percent-escapes intact), shared by the proxy and its tests. */

/** The path of an absolute request URL, still percent-encoded. */
export function rawPathOf(url: string): string {
  return new URL(url).pathname;
}

/** True when the path does not decode (a bad '%' escape, or no UTF-8). */
export function hasBrokenEscape(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

// C0 controls and DEL: never part of a real URL segment, and decoders disagree on them.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A path without the encoded controls and spaces its segments carry (`/mangsir%00`). */
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
