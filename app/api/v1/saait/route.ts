import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiError, apiJson } from '@/lib/api/http';
import { parseQuery } from '@/lib/api/query';
import { saaitYear } from '@/lib/saait';

const endpoint = ENDPOINTS.getSaait;

// GET /api/v1/saait?year=2083&kind=bibaha – a year's saait days for one kind, with reasons
export function GET(request: Request) {
  const query = parseQuery(endpoint.query, request.url);
  if (!query.ok) return apiError(endpoint, 400, query.code, query.message);
  const { year, kind, basis } = query.data;
  return apiJson(endpoint, saaitYear(year, kind, basis === 'computed'));
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
