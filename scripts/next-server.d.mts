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

export const CLIENT_LIMITS_OFF: { CLIENT_MAX_IN_FLIGHT: 'off'; CLIENT_RATE_LIMIT: 'off' };
