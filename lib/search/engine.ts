/** The in-memory matcher: every entry's names keyed into one vocabulary. */
import { editDistance } from './distance';
import { words, type Word } from './text';

export type EntryType = 'festival' | 'vegetable' | 'currency' | 'sign' | 'page';

export interface SearchEntry {
  type: EntryType;
  /** The festival (or group) id, commodity id, ISO code, sign key or page key. */
  ref: string;
  names: readonly string[];
  /** Prior weight, about 1 (a major festival a little above, a holiday block below). */
  weight: number;
}

interface IndexedName {
  entry: number;
  words: string[][];
  /** The words' keys run together (`bhai tika` → baitika), to meet `bhaitika`. */
  joined: string[];
}

export interface SearchIndex {
  entries: readonly SearchEntry[];
  names: readonly IndexedName[];
  vocabulary: readonly string[];
}

function joinedKeys(list: string[][]): string[] {
  if (list.length < 2 || list.length > 4) return [];
  return [list.map((keys) => keys[0]!).join(''), list.map((keys) => keys.at(-1)!).join('')];
}

/** Indexes `entries` (built at start and after ingestion stores new items). */
export function buildIndex(entries: readonly SearchEntry[]): SearchIndex {
  const names: IndexedName[] = [];
  const vocabulary = new Set<string>();
  entries.forEach((entry, index) => {
    const seen = new Set<string>();
    for (const name of entry.names) {
      const list = words(name)
        .filter((w) => !w.numeric)
        .map((w) => w.keys);
      const id = list.map((keys) => keys.join('|')).join(' ');
      if (list.length === 0 || seen.has(id)) continue;
      seen.add(id);
      const joined = joinedKeys(list);
      names.push({ entry: index, words: list, joined });
      for (const key of [...list.flat(), ...joined]) vocabulary.add(key);
    }
  });
  return { entries, names, vocabulary: [...vocabulary] };
}

/** Edits allowed per key: none when short, two from seven letters (at six, tomato → potato). */
function allowedEdits(key: string): number {
  if (key.length <= 3) return 0;
  return key.length <= 6 ? 1 : 2;
}

const QUALITY = { exact: 1, prefix: 0.85, oneEdit: 0.75, twoEdits: 0.55 } as const;

/** Each vocabulary key the query key meets, with the quality of the meeting (0–1). */
function meetings(index: SearchIndex, key: string): Map<string, number> {
  const found = new Map<string, number>();
  const edits = allowedEdits(key);
  for (const word of index.vocabulary) {
    if (word === key) {
      found.set(word, QUALITY.exact);
      continue;
    }
    let quality = 0;
    if (key.length >= 3 && word.length > key.length && word.startsWith(key))
      quality = QUALITY.prefix;
    if (edits > 0 && Math.abs(word.length - key.length) <= edits) {
      const d = editDistance(key, word, edits);
      if (d === 1) quality = Math.max(quality, QUALITY.oneEdit);
      else if (d === 2 && edits === 2) quality = Math.max(quality, QUALITY.twoEdits);
    }
    if (quality > 0) found.set(word, quality);
  }
  return found;
}

export interface Match {
  entry: SearchEntry;
  score: number;
}

/** Entries that `required` words name, best first. */
export function matchEntries(
  index: SearchIndex,
  required: readonly Word[],
  optional: readonly Word[] = [],
  boost: Partial<Record<EntryType, number>> = {},
): Match[] {
  if (required.length === 0) return [];
  const cache = new Map<string, Map<string, number>>();
  const meet = (word: Word) =>
    word.keys.map((key) => {
      let hit = cache.get(key);
      if (!hit) cache.set(key, (hit = meetings(index, key)));
      return hit;
    });
  const quality = (maps: Map<string, number>[], keys: readonly string[]) => {
    let best = 0;
    for (const map of maps) for (const key of keys) best = Math.max(best, map.get(key) ?? 0);
    return best;
  };
  const requiredMaps = required.map(meet);
  const optionalMaps = optional.map(meet);
  // The query's words run together, to meet a name written as one word (`bhai tika` → भाइटीका).
  const joinedQuery =
    required.length > 1
      ? meet({ text: '', numeric: false, keys: joinedKeys(required.map((w) => w.keys)) })
      : null;

  const best = new Map<number, number>();
  for (const name of index.names) {
    const used = new Set<number>();
    let total = 0;
    let met = 0;
    requiredMaps.forEach((maps) => {
      let q = 0;
      name.words.forEach((keys, i) => {
        const value = quality(maps, keys);
        if (value > 0) used.add(i);
        q = Math.max(q, value);
      });
      q = Math.max(q, quality(maps, name.joined));
      if (q > 0) met += 1;
      total += q;
    });
    let score = total / required.length;
    let coverage = used.size / name.words.length;
    if (joinedQuery) {
      const whole = Math.max(
        quality(joinedQuery, name.joined),
        name.words.length === 1 ? quality(joinedQuery, name.words[0]!) : 0,
      );
      if (whole > score) {
        score = whole;
        met = required.length;
        coverage = 1;
      }
    }
    if (met === 0) continue;
    if (met < required.length) score *= 0.5;
    score *= 0.75 + 0.25 * coverage;
    for (const maps of optionalMaps) {
      if (name.words.some((keys) => quality(maps, keys) === QUALITY.exact)) score += 0.03;
    }
    const entry = index.entries[name.entry]!;
    score *= entry.weight * (boost[entry.type] ?? 1);
    if (score > (best.get(name.entry) ?? 0)) best.set(name.entry, score);
  }
  return [...best]
    .map(([i, score]) => ({ entry: index.entries[i]!, score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ entry, score }) => ({ entry, score }));
}
