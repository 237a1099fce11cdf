export interface DiskStore {
  name: string;
  get(key: string, meta?: { implicitTags?: string[] }): Promise<unknown>;
  set(key: string, value: unknown, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
  usage(): Promise<{ bytes: number; entries: number }>;
}
export function createDiskStore(options: {
  dir: string;
  maxBytes: number;
  log?: (line: string) => void;
}): DiskStore;
