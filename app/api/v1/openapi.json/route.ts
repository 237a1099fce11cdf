import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiJson } from '@/lib/api/http';
import { openApiDocument } from '@/lib/api/openapi';
import { SITE_URL } from '@/lib/site';

// Built once per deployment: the document changes only with the code.
export const dynamic = 'force-static';

// GET /api/v1/openapi.json – the OpenAPI 3.1 description of /api/v1, generated from the registry
export function GET() {
  return apiJson(ENDPOINTS.getOpenApiDocument, openApiDocument(SITE_URL));
}

export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/methods';
