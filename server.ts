import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { answerClientError, guarded } from './lib/http/request-guard';

/**
 * `npm start`: the built site on Next's documented custom-server API, with the request checks
 * Next's router cannot make in front of it (lib/http/request-guard.ts). Takes `next start`'s
 * `-p/--port` and `-H/--hostname` (or PORT and HOSTNAME; 3000 and all interfaces by default).
 * Behind nginx (deploy/) the same checks happen at the edge; this keeps the embedded default,
 * with nothing in front, as safe.
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
  // Next reads PORT for what the app sees as its own port (the ingestion's revalidation calls).
  process.env.PORT = String(port);

  const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer(guarded((req, res) => void handle(req, res)));
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
