import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Outside lib/ingest (server-only) so that server.ts can tell the revalidation call too.

export const REVALIDATE_ROUTE = '/api/internal/revalidate';

// Without REVALIDATE_SECRET the process makes one up for its own schedule, on globalThis.
const state = globalThis as typeof globalThis & { __revalidateSecret?: string };

/** A secret only this process knows, for the in-process schedule. */
export function processSecret(): string {
  return (state.__revalidateSecret ??= randomBytes(32).toString('hex'));
}

/** True when `presented` equals one of the accepted secrets (constant time per comparison). */
export function secretMatches(
  presented: string | null,
  accepted: readonly (string | undefined)[],
): boolean {
  if (!presented) return false;
  const given = Buffer.from(presented);
  return accepted.some((secret) => {
    if (!secret) return false;
    const expected = Buffer.from(secret);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * Whether a request is the ingestion's revalidation call: a POST to the route carrying a secret
 * the route accepts. A client that only names the route is not one.
 */
export function isRevalidationCall(req: IncomingMessage, configured: string | undefined): boolean {
  if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== REVALIDATE_ROUTE) return false;
  const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
  // processSecret() only once the schedule made one: a client's guess never creates it.
  return secretMatches(presented, [configured, state.__revalidateSecret]);
}
