import { errorResponse } from '@/lib/api/http';
import { OPTIONS } from '@/lib/api/methods';

// Every /api path no route handles: a JSON 404 for any method, never the HTML not-found page.
export const dynamic = 'force-dynamic';

function notFound(request: Request) {
  const { pathname } = new URL(request.url);
  const shown = pathname.length > 120 ? `${pathname.slice(0, 120)}…` : pathname;
  return errorResponse(
    404,
    'not_found',
    `No API endpoint at ${shown}: the endpoints are listed in /api/v1/openapi.json.`,
  );
}

export {
  notFound as DELETE,
  notFound as GET,
  notFound as PATCH,
  notFound as POST,
  notFound as PUT,
  OPTIONS,
};
