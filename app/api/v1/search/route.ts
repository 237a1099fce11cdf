import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { parseQuery } from '@/lib/api/query';
import { searchSite } from '@/lib/search/site-search';

// Results follow today's date in Nepal and the newest stored prices: computed per request.
export const dynamic = 'force-dynamic';

const endpoint = ENDPOINTS.searchSite;

// GET /api/v1/search?q=&locale= – the search page's results as JSON, a direct answer first
export async function GET(request: Request) {
  const query = parseQuery(endpoint.query, request.url);
  if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
  const outcome = await searchSite(query.data.q, query.data.locale);
  if (!outcome.ok) return apiError(endpoint, 400, 'invalid_query', outcome.message);
  return apiJson(endpoint, outcome.body);
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
