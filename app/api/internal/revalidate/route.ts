import { revalidatePath } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import type { ApiErrorCode } from '@/lib/api/error-codes';
import { errorEnvelope } from '@/lib/api/protocol';
import { getEnv } from '@/lib/env';
import { isSourceId, pathsFor, processSecret, secretMatches } from '@/lib/ingest/page-refresh';
import { invalidateSearchIndex } from '@/lib/search/site-index';
import { SOURCE_IDS } from '@/lib/sources/types';

export const dynamic = 'force-dynamic';

const HEADERS = { 'Cache-Control': 'no-store' };

const error = (
  status: number,
  code: ApiErrorCode,
  message: string,
  headers: Record<string, string> = {},
) =>
  NextResponse.json(errorEnvelope(code, message), { status, headers: { ...HEADERS, ...headers } });

/**
 * POST /api/internal/revalidate, `Authorization: Bearer <REVALIDATE_SECRET>`, body
 * `{"sources": ["forex", …]}` (omitted: all): revalidates the pages that show those sources so
 * ISR serves fresh data on the next request. Called by ingestion after a run stored data.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  const presented = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
  let configured: string | undefined;
  try {
    configured = getEnv().REVALIDATE_SECRET;
  } catch {
    configured = undefined;
  }
  if (!secretMatches(presented, [configured, processSecret()])) {
    return error(401, 'unauthorized', 'A valid revalidation secret is required', {
      'WWW-Authenticate': 'Bearer',
    });
  }
  let body: unknown = {};
  const text = await request.text();
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      return error(
        400,
        'bad_request',
        'The body must be JSON: {"sources": ["forex", "vegetables", "metals"]}',
      );
    }
  }
  const sources = (body as { sources?: unknown })?.sources ?? [...SOURCE_IDS];
  if (!Array.isArray(sources) || sources.length === 0 || !sources.every(isSourceId)) {
    return error(400, 'bad_request', `"sources" must list some of: ${SOURCE_IDS.join(', ')}`);
  }
  const paths = pathsFor(sources);
  for (const path of paths) revalidatePath(path);
  // Search indexes Kalimati's items and NRB's currencies with their newest prices.
  if (sources.some((source) => source === 'vegetables' || source === 'forex'))
    invalidateSearchIndex();
  return NextResponse.json({ revalidated: paths, sources }, { headers: HEADERS });
}

const notAllowed = () => error(405, 'method_not_allowed', 'Use POST', { Allow: 'POST' });
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
