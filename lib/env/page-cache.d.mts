export function pageCacheSettings(env?: Record<string, string | undefined>): {
  redisUrl: string | undefined;
  maxBytes: number;
  building: boolean;
};
