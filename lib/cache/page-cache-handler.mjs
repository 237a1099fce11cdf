// Next's ISR and data cache (config `cacheHandler`), through @fortedigital/nextjs-cache-handler,
// which implements Next's public cache-handler interface: Redis, else disk (deploy/README.md).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { createDiskStore } from './disk-store.mjs';
import { pageCacheSettings } from '../env/page-cache.mjs';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const ONE_DAY = 24 * 60 * 60;

/** Only a 2xx page or route answer is worth keeping; data-cache entries have no status. */
function isKeepable(value) {
  if (!value || typeof value !== 'object') return true;
  if (value.kind === 'REDIRECT') return false;
  if (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE' && value.kind !== 'PAGES')
    return true;
  const status = value.status ?? 200;
  return status >= 200 && status < 300;
}

// Pages are mostly HTML and RSC text: gzip keeps about a fifth of each entry in Redis's memory.
const gzipSerializer = {
  async serialize(value) {
    return (await gzipAsync(Buffer.from(JSON.stringify(value)))).toString('base64');
  },
  async deserialize(stored) {
    return JSON.parse((await gunzipAsync(Buffer.from(String(stored), 'base64'))).toString('utf8'));
  },
};

/** Redis while it answers, this instance's disk otherwise. */
function sharedWithLocalFallback({ client, shared, local, where, log }) {
  let down = false;
  const noteDown = (error) => {
    if (down) return;
    down = true;
    log(
      `[cache] Redis at ${where} unavailable (${error?.message || error}): pages are rendered ` +
        `and kept on this instance's disk until it answers again`,
    );
  };
  client.on('error', noteDown);
  client.on('ready', () => {
    if (down) log(`[cache] Redis at ${where} is back: the page cache is shared again`);
    else log(`[cache] page cache shared through Redis at ${where}`);
    down = false;
  });
  const viaShared = async (attempt, fallback) => {
    if (!client.isReady) return fallback();
    try {
      return await attempt();
    } catch (error) {
      noteDown(error);
      return fallback();
    }
  };
  return {
    name: 'redis-or-disk',
    get: (key, meta) =>
      viaShared(
        () => shared.get(key, meta),
        () => local.get(key, meta),
      ),
    set: (key, value, ctx) =>
      viaShared(
        () => shared.set(key, value, ctx),
        () => local.set(key, value, ctx),
      ),
    // Both: entries this instance kept while Redis was down must not outlive a revalidation.
    async revalidateTag(tag) {
      await Promise.all([
        viaShared(
          () => shared.revalidateTag(tag),
          () => undefined,
        ),
        local.revalidateTag(tag),
      ]);
    },
    async delete(key) {
      await Promise.all([
        viaShared(
          () => shared.delete(key),
          () => undefined,
        ),
        local.delete(key),
      ]);
    },
  };
}

// Next lists an entry's tags in this header; STORE_OUTAGE_TAG is lib/market/unavailable-store.ts's.
const STORE_OUTAGE_TAG = 'store-outage';

function isStoreErrorPage(value) {
  const tags = String(value?.headers?.['x-next-cache-tags'] ?? '').split(',');
  return tags.includes(STORE_OUTAGE_TAG);
}

/** Keeps 2xx answers only; an outage render never replaces a page with data (deploy/README.md). */
function keepingSuccessfulOnly(handler) {
  return {
    ...handler,
    async set(key, value, ctx) {
      if (!isKeepable(value?.value)) return;
      if (isStoreErrorPage(value?.value)) {
        const current = await handler.get(key, { implicitTags: [] }).catch(() => null);
        if (current?.value && !isStoreErrorPage(current.value)) return;
      }
      await handler.set(key, value, ctx);
    },
  };
}

function redactedHost(url) {
  const { host } = new URL(url);
  return host;
}

let redisClient;

/** @public Closes this process's Redis connection (tests, scripts); Next never calls it. */
export async function closeSharedCache() {
  const client = redisClient;
  redisClient = undefined;
  if (client?.isOpen) await client.close().catch(() => {});
  else client?.destroy?.();
}

/** This build's folder of the disk store, with every other build's removed. */
async function diskStoreOfBuild(root, buildId) {
  await fs.mkdir(root, { recursive: true });
  for (const name of await fs.readdir(root)) {
    if (name !== buildId) await fs.rm(path.join(root, name), { recursive: true, force: true });
  }
  return path.join(root, buildId);
}

CacheHandler.onCreation(async ({ serverDistDir, buildId }) => {
  const log = (line) => console.warn(line);
  const { redisUrl, maxBytes, building } = pageCacheSettings();
  const local = createDiskStore({
    dir: await diskStoreOfBuild(path.join(serverDistDir, '..', 'cache', 'pages'), buildId ?? 'dev'),
    maxBytes,
  });
  let handler = local;
  if (redisUrl && !building) {
    const client = (redisClient = createClient({
      url: redisUrl,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
      },
    }));
    handler = sharedWithLocalFallback({
      client,
      // One namespace per build: a new deployment never reads pages rendered by the old code.
      shared: createRedisHandler({
        client,
        keyPrefix: `nph:${buildId ?? 'dev'}:`,
        timeoutMs: 1000,
        valueSerializer: gzipSerializer,
      }),
      local,
      where: redactedHost(redisUrl),
      log,
    });
    // The disk answers while Redis is not connected; first requests wait up to 1 s for it.
    const connected = client.connect().catch(() => {});
    await Promise.race([connected, delay(1000)]);
  }
  return {
    handlers: [keepingSuccessfulOnly(handler)],
    // Stale pages are served while they regenerate for a day past their revalidate time.
    ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge * 2, ONE_DAY) },
  };
});

export default CacheHandler;
