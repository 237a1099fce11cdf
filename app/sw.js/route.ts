import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildDir } from '@/lib/env';

// GET /sw.js – the service worker of the build being served (scripts/build-service-worker.mjs
// writes it into the build directory). Read at each request: the browser asks for it on
// navigations and compares it byte for byte to find a new deployment, so it is never cached.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const script = await readFile(path.join(buildDir(), 'sw.js'), 'utf8').catch(() => null);
  if (script === null) return new Response('Not found', { status: 404 });
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
}
