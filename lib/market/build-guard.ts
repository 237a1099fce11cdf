import 'server-only';
import { connection } from 'next/server';
import { isBuildPhase } from '@/lib/env/runtime';

/**
 * A store with no data must not be baked into a static page by `next build` (it would stay empty
 * until the next revalidation, even after an ingestion filled the store). During the build an
 * empty store opts the route into rendering per request instead; with data, the page is
 * prerendered and revalidated as usual.
 */
export async function keepEmptyOutOfBuild(hasData: boolean): Promise<void> {
  if (!hasData && isBuildPhase()) await connection();
}
