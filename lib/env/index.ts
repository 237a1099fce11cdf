import { z } from 'zod';
import { databaseUrlKind } from './database-url';

const baseUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    // Bases are joined with `${base}/path`, so a trailing slash would double up.
    .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  NRB_API_BASE: baseUrl('https://www.nrb.org.np/api/forex/v1'),
  KALIMATI_BASE: baseUrl('https://kalimatimarket.gov.np'),
  FENEGOSIDA_API_BASE: baseUrl('https://api.fenegosida.org/api/website/v1'),
  NOC_BASE: baseUrl('https://noc.org.np'),
  // file: (SQLite) or postgres:// (PostgreSQL); any other scheme stops start-up with the forms.
  DATABASE_URL: z
    .string()
    .min(1)
    .default('file:./data/site.db')
    .superRefine((value, ctx) => {
      try {
        databaseUrlKind(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  // Connections per process to PostgreSQL (ignored by SQLite).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Shared by the revalidation route and `npm run ingest`; short secrets are refused.
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Where ingestion asks the site to revalidate: one origin, or every instance's, comma-separated.
  REVALIDATE_URL: z
    .string()
    .optional()
    .transform((value) => value?.split(',').map((origin) => origin.trim().replace(/\/+$/, '')))
    .pipe(
      z
        .array(z.url({ protocol: /^https?$/ }))
        .min(1)
        .optional(),
    ),
  // Lenient on purpose: an operator's `false` or `0` means off, and a typo must not stop start-up.
  INGEST_SCHEDULE: z
    .string()
    .optional()
    .transform((value): 'on' | 'off' =>
      ['off', 'false', '0', 'no', 'disabled'].includes((value ?? '').trim().toLowerCase())
        ? 'off'
        : 'on',
    ),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment; throws with every bad variable named. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings (e.g. `NRB_API_BASE=` in a .env file) mean "use the default".
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/**
 * The start-up warning for production without `SITE_URL`: every canonical link, hreflang, og:url,
 * robots.txt, the sitemap and the API page would name `http://localhost:3000`.
 */
export function siteUrlWarning(source: NodeJS.ProcessEnv = process.env): string | null {
  if (source.NODE_ENV !== 'production' || (source.SITE_URL ?? '').trim() !== '') return null;
  return [
    '',
    '!'.repeat(78),
    '!! SITE_URL is not set: canonical links, hreflang, og:url, robots.txt, the sitemap and the',
    '!! API page all say http://localhost:3000. Build and start with the public origin, e.g.',
    '!!   SITE_URL=https://example.org npm run build && SITE_URL=https://example.org npm start',
    '!'.repeat(78),
    '',
  ].join('\n');
}

/** The build folder `next.config.ts` writes and `next start` serves (npm test: `.next-test`). */
export function buildDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.NEXT_DIST_DIR || '.next';
}

/**
 * What `next build` may skip for `npm test` (scripts/test.sh): `NEXT_BUILD_TYPECHECK=off` once
 * `next typegen` and `tsc` checked the same project and route types; `NEXT_BUILD_CACHE=off` where
 * no second build reads Turbopack's cache (a clean CI clone): writing it costs more than it saves.
 */
export function buildSteps(source: NodeJS.ProcessEnv = process.env): {
  typecheck: boolean;
  cache: boolean;
} {
  return {
    typecheck: source.NEXT_BUILD_TYPECHECK !== 'off',
    cache: source.NEXT_BUILD_CACHE !== 'off',
  };
}
