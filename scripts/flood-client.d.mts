export const READER_PAGES: string[];
export const KINDS: Record<string, (n: number) => string>;

export function runInWorker(options: {
  base: string;
  kind: string;
  connections: number;
  seconds: number;
  localAddress: string;
}): Promise<unknown>;
