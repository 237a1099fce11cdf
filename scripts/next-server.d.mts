import type autocannon from 'autocannon';

export function loadTest(
  run: typeof autocannon,
  options: autocannon.Options,
): Promise<autocannon.Result>;

export function startNextServer(options: {
  port: number;
  readyPath: string;
  env?: Record<string, string>;
}): Promise<{ base: string; stop: () => void }>;
