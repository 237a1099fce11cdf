import 'server-only';
import { z } from 'zod';
import { processEnv } from '@/lib/env/runtime';
import type { FetchPolicy } from '@/lib/sources/http';

export const DEFAULT_BACKFILL_DELAY_MS = 1_000;

const positiveInt = (max: number) => z.coerce.number().int().positive().max(max).optional();

const schema = z.object({
  INGEST_HTTP_TIMEOUT_MS: positiveInt(120_000),
  INGEST_HTTP_ATTEMPTS: positiveInt(10),
  INGEST_HTTP_BACKOFF_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  INGEST_HTTP_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(256 * 1024 * 1024)
    .optional(),
});

/** `INGEST_HTTP_*` request policy overrides (README, Environment); bad values keep defaults. */
export function fetchPolicyFromEnv(
  env: Record<string, string | undefined> = processEnv(),
): Partial<FetchPolicy> {
  const read = (key: keyof z.infer<typeof schema>) => {
    const parsed = schema.shape[key].safeParse(env[key] === '' ? undefined : env[key]);
    return parsed.success ? parsed.data : undefined;
  };
  const policy: Partial<FetchPolicy> = {};
  const timeoutMs = read('INGEST_HTTP_TIMEOUT_MS');
  const attempts = read('INGEST_HTTP_ATTEMPTS');
  const backoff = read('INGEST_HTTP_BACKOFF_MS');
  if (timeoutMs !== undefined) policy.timeoutMs = timeoutMs;
  if (attempts !== undefined) policy.attempts = attempts;
  if (backoff !== undefined) policy.backoffMs = [backoff, backoff * 2];
  const maxBytes = read('INGEST_HTTP_MAX_BYTES');
  if (maxBytes !== undefined) policy.maxBodyBytes = maxBytes;
  return policy;
}
