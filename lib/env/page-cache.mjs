// The page cache's settings; plain JavaScript because Next loads the handler unbundled.

const DEFAULT_MAX_MB = 512;

/** `REDIS_URL` shares the cache between instances; `PAGE_CACHE_MAX_MB` bounds the disk cache. */
export function pageCacheSettings(env = process.env) {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl !== undefined) {
    let protocol;
    try {
      protocol = new URL(redisUrl).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'redis:' && protocol !== 'rediss:') {
      throw new Error('REDIS_URL must be redis://[USER:PASSWORD@]HOST:PORT[/DB] or rediss://…');
    }
  }
  const rawMax = env.PAGE_CACHE_MAX_MB?.trim() || String(DEFAULT_MAX_MB);
  const maxMb = Number(rawMax);
  if (!Number.isInteger(maxMb) || maxMb < 16 || maxMb > 1_048_576) {
    throw new Error('PAGE_CACHE_MAX_MB must be a whole number of megabytes, at least 16');
  }
  return {
    redisUrl,
    maxBytes: maxMb * 1024 * 1024,
    building: env.NEXT_PHASE === 'phase-production-build',
  };
}
