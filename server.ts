import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { clientLimitSettings } from './lib/env/client-limits';
import { microcacheTtlMs } from './lib/env/microcache';
import { pageCacheSettings } from './lib/env/page-cache.mjs';
import { clientAddress, viaTrustedProxy } from './lib/http/client-address';
import {
  createRateLimiter,
  publicFiles,
  withConcurrencyLimit,
  withRateLimit,
} from './lib/http/client-limits';
import { withMicrocache } from './lib/http/microcache';
import { answerClientError, guarded } from './lib/http/request-guard';
import { rewriteUnknownPage } from './lib/http/unknown-page';

/** Room for about a hundred pages in each encoding a browser asks for. */
const MICROCACHE_BYTES = 32 * 1024 * 1024;

/**
 * `npm start`: the built site on Next's documented custom-server API, with the request checks
 * Next's router cannot make in front of it (lib/http/request-guard.ts). Takes `next start`'s
 * `-p/--port` and `-H/--hostname` (or PORT and HOSTNAME; 3000 and all interfaces by default).
 * Behind nginx (deploy/) the same checks happen at the edge; this keeps the embedded default,
 * with nothing in front, as safe. Public answers are kept for a second (lib/http/microcache.ts),
 * so an instance under load stays quick to accept new connections, and no client gets more than
 * its share of the instance (lib/http/client-limits.ts).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      hostname: { type: 'string', short: 'H' },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const hostname = values.hostname ?? process.env.HOSTNAME;
  // Read before Next starts, so a bad value stops start-up at once.
  const ttlMs = microcacheTtlMs();
  const limits = clientLimitSettings();
  // Next reads PORT for what the app sees as its own port (the ingestion's revalidation calls).
  process.env.PORT = String(port);

  // The name Next gives itself, not where it listens: its router compares a proxy rewrite's
  // origin with http://HOSTNAME:PORT, but builds that origin with `localhost`. Any other name
  // made every alias and query view a second HTTP request to this server.
  const app = next({ dev: false, hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const addressOf = (req: IncomingMessage) => clientAddress(req, limits.trustedProxies);
  const render: RequestListener = (req, res) => void handle(req, res);
  // Only what the microcache cannot answer counts against a client's rate.
  const cached = withMicrocache(
    limits.rate
      ? withRateLimit(render, {
          limiter: createRateLimiter(limits.rate, pageCacheSettings().redisUrl),
          addressOf,
          revalidateSecret: limits.revalidateSecret,
          files: publicFiles('public'),
        })
      : render,
    { ttlMs, maxBytes: MICROCACHE_BYTES },
  );
  const unknownShared: RequestListener = (req, res) => {
    rewriteUnknownPage(req);
    cached(req, res);
  };
  const answer = limits.maxInFlight
    ? withConcurrencyLimit(unknownShared, {
        maxInFlight: limits.maxInFlight,
        addressOf,
        revalidateSecret: limits.revalidateSecret,
        direct: (req) => !viaTrustedProxy(req, limits.trustedProxies),
      })
    : unknownShared;
  const server = createServer(guarded(answer));
  server.on('clientError', answerClientError);
  // Longer than a proxy's idle keepalive (nginx: 60 s), so an instance never closes a connection
  // nginx is about to reuse.
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`);
  });

  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
