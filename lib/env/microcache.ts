// The per-instance microcache's setting, read by server.ts before Next starts.

/** `PAGE_MICROCACHE_SECONDS` (default 1; 0 turns it off, as deploy/ does behind nginx) in ms. */
export function microcacheTtlMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.PAGE_MICROCACHE_SECONDS?.trim() || '1';
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 60) {
    throw new Error('PAGE_MICROCACHE_SECONDS must be a whole number of seconds from 0 to 60');
  }
  return seconds * 1000;
}
