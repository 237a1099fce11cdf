// The page cache on this machine's disk, bounded in bytes: least recently used pages go first.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const IMPLICIT_TAG = '_N_T_';
const REVALIDATED_FILE = 'revalidated-tags.json';

/**
 * @param {{ dir: string, maxBytes: number, log?: (line: string) => void }} options
 */
export function createDiskStore({ dir, maxBytes, log = () => {} }) {
  /** key → { file, size, tags, lastModified }, least recently used first (Map order). */
  const index = new Map();
  /** Implicit (path) tag → when it was revalidated, ms: kept across restarts. */
  let revalidated = new Map();
  let total = 0;
  let writes = 0;
  const ready = load();

  async function load() {
    await fs.mkdir(dir, { recursive: true });
    try {
      revalidated = new Map(
        Object.entries(JSON.parse(await fs.readFile(path.join(dir, REVALIDATED_FILE), 'utf8'))),
      );
    } catch {
      revalidated = new Map();
    }
    const found = [];
    for (const name of await fs.readdir(dir)) {
      // Left by a process that stopped mid-write.
      if (name.endsWith('.partial')) await fs.rm(path.join(dir, name), { force: true });
      if (!name.endsWith('.entry')) continue;
      const file = path.join(dir, name);
      try {
        const [header, stat] = await Promise.all([readHeader(file), fs.stat(file)]);
        found.push({ ...header, file, size: stat.size, mtimeMs: stat.mtimeMs });
      } catch {
        // A half-written or foreign file: not ours to serve.
        await fs.rm(file, { force: true });
      }
    }
    // Least recently used first: a file's time is its last write or use.
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { key, tags, lastModified, file, size } of found) {
      index.set(key, { file, size, tags, lastModified });
      total += size;
    }
    await evict();
  }

  async function evict() {
    for (const [key, entry] of index) {
      if (total <= maxBytes) break;
      await drop(key, entry);
      log(`[cache] evicted ${key} (${entry.size} bytes) to stay within ${maxBytes} bytes`);
    }
  }

  async function drop(key, entry) {
    // A read that overlapped an eviction, a revalidation or a newer write drops nothing twice.
    if (index.get(key) !== entry) return;
    index.delete(key);
    total -= entry.size;
    await fs.rm(entry.file, { force: true });
  }

  function isRevalidatedSince(tags, lastModified) {
    return tags.some((tag) => (revalidated.get(tag) ?? 0) > lastModified);
  }

  return {
    name: 'disk-lru',

    async get(key, { implicitTags = [] } = {}) {
      await ready;
      const entry = index.get(key);
      if (!entry) return null;
      if (isRevalidatedSince([...entry.tags, ...implicitTags], entry.lastModified)) {
        await drop(key, entry);
        return null;
      }
      let value;
      try {
        value = await readEntry(entry.file);
      } catch {
        await drop(key, entry);
        return null;
      }
      // Moved to the recent end only if it is still this entry (not dropped or replaced).
      if (index.get(key) !== entry) return value;
      index.delete(key);
      index.set(key, entry);
      // The file's time records the use, so the order survives a restart.
      const now = new Date();
      fs.utimes(entry.file, now, now).catch(() => {});
      return value;
    },

    async set(key, value, ctx) {
      await ready;
      if (ctx?.setOnlyIfNotExists && index.has(key)) return;
      const header = Buffer.from(
        JSON.stringify({ key, tags: [...(value.tags ?? [])], lastModified: value.lastModified }),
      );
      const body = v8.serialize({ ...value, tags: [...(value.tags ?? [])] });
      const length = Buffer.alloc(4);
      length.writeUInt32BE(header.length);
      const bytes = Buffer.concat([length, header, body]);
      if (bytes.length > maxBytes) return;
      const file = path.join(dir, `${createHash('sha256').update(key).digest('hex')}.entry`);
      // Written aside and renamed: a reader never sees half an entry.
      const partial = `${file}.${process.pid}.${(writes += 1)}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
      const previous = index.get(key);
      if (previous) {
        index.delete(key);
        total -= previous.size;
      }
      index.set(key, {
        file,
        size: bytes.length,
        tags: [...(value.tags ?? [])],
        lastModified: value.lastModified,
      });
      total += bytes.length;
      await evict();
    },

    async revalidateTag(tag) {
      await ready;
      for (const [key, entry] of index) if (entry.tags.includes(tag)) await drop(key, entry);
      if (tag.startsWith(IMPLICIT_TAG)) {
        revalidated.set(tag, Date.now());
        await fs.writeFile(
          path.join(dir, REVALIDATED_FILE),
          JSON.stringify(Object.fromEntries(revalidated)),
        );
      }
    },

    async delete(key) {
      await ready;
      const entry = index.get(key);
      if (entry) await drop(key, entry);
    },

    /** Bytes held and entries, for tests and the benchmark. */
    async usage() {
      await ready;
      return { bytes: total, entries: index.size };
    },
  };
}

async function readHeader(file) {
  const handle = await fs.open(file, 'r');
  try {
    const length = Buffer.alloc(4);
    await handle.read(length, 0, 4, 0);
    const header = Buffer.alloc(length.readUInt32BE());
    await handle.read(header, 0, header.length, 4);
    const { key, tags, lastModified } = JSON.parse(header.toString('utf8'));
    if (typeof key !== 'string' || !Array.isArray(tags)) throw new Error('not an entry');
    return { key, tags, lastModified };
  } finally {
    await handle.close();
  }
}

async function readEntry(file) {
  const bytes = await fs.readFile(file);
  return v8.deserialize(bytes.subarray(4 + bytes.readUInt32BE()));
}
