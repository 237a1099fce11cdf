import 'server-only';

/**
 * Recently drawn preview PNGs, by locale and target. A month image takes a second or more of CPU
 * and a shared link brings crawlers from several networks at once, so the same image is drawn at
 * most once per TTL; bounded, oldest out first, so distinct URLs cannot grow it.
 */
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 200;
const recent = new Map<string, { png: ArrayBuffer; at: number }>();

export async function recentImage(
  key: string,
  now: number,
  draw: () => Promise<ArrayBuffer>,
): Promise<ArrayBuffer> {
  const hit = recent.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.png;
  const png = await draw();
  recent.delete(key);
  recent.set(key, { png, at: now });
  if (recent.size > MAX_ENTRIES) recent.delete(recent.keys().next().value!);
  return png;
}
