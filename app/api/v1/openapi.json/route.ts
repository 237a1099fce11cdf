import { apiJson, apiOptions } from '@/lib/api/http';
import { openApiDocument } from '@/lib/api/openapi';
import { SITE_URL } from '@/lib/site';

// Built once per deployment: the document changes only with the code.
export const dynamic = 'force-static';

// GET /api/v1/openapi.json – the OpenAPI 3.1 description of /api/v1
export function GET() {
  return apiJson(openApiDocument(SITE_URL), { sMaxAge: 86_400 });
}

export const OPTIONS = apiOptions;
