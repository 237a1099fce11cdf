export interface NginxOptions {
  listen: string | number;
  upstreams: string[];
  runDir: string;
  buildDir?: string;
  cacheDir?: string;
  cacheMaxSize?: string;
  microcacheSeconds?: number;
  workers?: number | 'auto';
  user?: string;
  modulesDir?: string;
  pageRate?: string;
  pageBurst?: number;
  connLimit?: number;
  apiRate?: string;
  apiBurst?: number;
  ogRate?: string;
  ogBurst?: number;
  /** Addresses or networks the per-address limits never count. */
  unlimited?: string[];
}
export function renderNginxConfig(options: NginxOptions): string;
export function writeNginxConfig(out: string, options: NginxOptions): void;
