import { BlockList, isIP } from 'node:net';

// Read by server.ts before Next starts, so a bad value stops start-up at once.

export interface ClientLimitSettings {
  maxInFlight: number | null;
  rate: { points: number; seconds: number } | null;
  /** The proxies whose X-Forwarded-For is believed; null: none, the socket's address counts. */
  trustedProxies: BlockList | null;
  revalidateSecret: string | undefined;
}

/** A browser's six connections for five people behind one address (an office, a carrier). */
const DEFAULT_MAX_IN_FLIGHT = '32';
/** A first visit (page, fonts, ~40 prefetches) is about 50; a crawler asks a few a second. */
const DEFAULT_RATE = '120/2s';

const isOff = (value: string) => ['off', '0', 'false', 'no'].includes(value.toLowerCase());

function maxInFlight(raw: string): number | null {
  if (isOff(raw)) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) {
    throw new Error(
      `CLIENT_MAX_IN_FLIGHT must be a whole number from 1 to 100000, or off (got "${raw}")`,
    );
  }
  return n;
}

function rate(raw: string): ClientLimitSettings['rate'] {
  if (isOff(raw)) return null;
  const match = /^(\d+)\s*\/\s*(\d+)s$/.exec(raw);
  const points = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || points < 1 || seconds < 1 || seconds > 3600) {
    throw new Error(
      `CLIENT_RATE_LIMIT must be requests per window in seconds, such as 120/2s (1 to 3600 s), or off (got "${raw}")`,
    );
  }
  return { points, seconds };
}

function trustedProxies(raw: string): BlockList | null {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (family === 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or networks, such as 127.0.0.1,10.0.0.0/8 (got "${entry}")`,
      );
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** CLIENT_MAX_IN_FLIGHT, CLIENT_RATE_LIMIT and TRUST_PROXY; throws naming the variable. */
export function clientLimitSettings(
  env: Record<string, string | undefined> = process.env,
): ClientLimitSettings {
  return {
    maxInFlight: maxInFlight(env.CLIENT_MAX_IN_FLIGHT?.trim() || DEFAULT_MAX_IN_FLIGHT),
    rate: rate(env.CLIENT_RATE_LIMIT?.trim() || DEFAULT_RATE),
    trustedProxies: trustedProxies(env.TRUST_PROXY ?? ''),
    revalidateSecret: env.REVALIDATE_SECRET || undefined,
  };
}
