#!/usr/bin/env node
// Writes an nginx configuration from deploy/nginx/site.conf.template:
//   node deploy/render-nginx.mjs --out FILE --listen 80 --upstream 10.0.0.2:3000 --upstream …
//     [--build-dir /srv/site/.next] [--run-dir /run/site-nginx] [--cache-dir /var/cache/site]
//     [--cache-max-size 2g] [--microcache 5] [--workers auto] [--user www-data]
//     [--unlimited 10.0.0.9 …] (addresses the per-address limits never count)
// The cluster test (scripts/cluster-test.mjs) renders it with loopback ports and temporary
// folders; production renders it once per deployment (deploy/README.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The configuration text for `options`; every {{NAME}} of the template must be filled. */
export function renderNginxConfig(options) {
  const values = {
    MODULES_DIR: options.modulesDir ?? '/usr/lib/nginx/modules',
    USER: options.user ?? 'www-data',
    WORKERS: String(options.workers ?? 'auto'),
    RUN_DIR: options.runDir,
    BUILD_DIR: path.resolve(options.buildDir ?? '.next'),
    CACHE_DIR: options.cacheDir ?? path.join(options.runDir, 'cache'),
    CACHE_MAX_SIZE: options.cacheMaxSize ?? '1g',
    MICROCACHE_SECONDS: String(options.microcacheSeconds ?? 5),
    LISTEN: String(options.listen),
    // A first visit is the page and ~40 link prefetches; a crawler asks a few a second.
    PAGE_RATE: options.pageRate ?? '30r/s',
    PAGE_BURST: String(options.pageBurst ?? 120),
    CONN_LIMIT: String(options.connLimit ?? 64),
    API_RATE: options.apiRate ?? '20r/s',
    API_BURST: String(options.apiBurst ?? 40),
    OG_RATE: options.ogRate ?? '5r/s',
    OG_BURST: String(options.ogBurst ?? 10),
    UNLIMITED: (options.unlimited ?? []).map((address) => `    ${address} 1;`).join('\n'),
    UPSTREAM_SERVERS: options.upstreams
      .map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
  };
  const template = readFileSync(path.join(here, 'nginx/site.conf.template'), 'utf8');
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`no value for {{${name}}}`);
    return values[name];
  });
  return text;
}

/** Renders the configuration to `out` and creates the folders nginx writes to. */
export function writeNginxConfig(out, options) {
  for (const dir of ['', 'client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(options.runDir, dir), { recursive: true });
  writeFileSync(out, renderNginxConfig(options));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      listen: { type: 'string', default: '80' },
      upstream: { type: 'string', multiple: true },
      'build-dir': { type: 'string', default: '.next' },
      'run-dir': { type: 'string', default: '/run/nepali-patro-nginx' },
      'cache-dir': { type: 'string' },
      'cache-max-size': { type: 'string', default: '1g' },
      microcache: { type: 'string', default: '5' },
      workers: { type: 'string', default: 'auto' },
      user: { type: 'string', default: 'www-data' },
      unlimited: { type: 'string', multiple: true },
    },
  });
  if (!values.out || !values.upstream?.length) {
    console.error('usage: render-nginx.mjs --out FILE --upstream HOST:PORT [--upstream …] [...]');
    process.exit(2);
  }
  writeNginxConfig(values.out, {
    listen: values.listen,
    upstreams: values.upstream,
    buildDir: values['build-dir'],
    runDir: values['run-dir'],
    cacheDir: values['cache-dir'],
    cacheMaxSize: values['cache-max-size'],
    microcacheSeconds: Number(values.microcache),
    workers: values.workers,
    user: values.user,
    unlimited: values.unlimited,
  });
  console.log(`wrote ${values.out}`);
}
