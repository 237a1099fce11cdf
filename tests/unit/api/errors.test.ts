import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import * as unknownPath from '@/app/api/[...path]/route';
import { ApiError } from '@/lib/api/schemas/error';

/*
 * Every /api answer is the API's: JSON in the `{ error: { code, message } }` envelope with CORS
 * headers, for unknown paths and for methods a route does not serve, and a real CORS preflight
 * for OPTIONS. (Next's own answers here are an HTML 404 page and an empty 405.)
 */

const API_DIR = path.resolve(__dirname, '../../../app/api');
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

type Handler = (request: NextRequest, context?: unknown) => Response | Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'OPTIONS' | (typeof WRITES)[number], Handler>>;

/** Every route.ts under app/api, relative to it. */
function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts'
      ? [path.relative(API_DIR, full).split(path.sep).join('/')]
      : [];
  });
}

const v1Routes = routeFiles().filter((file) => file.startsWith('v1/'));

async function load(file: string): Promise<RouteModule> {
  return (await import(path.join(API_DIR, file))) as RouteModule;
}

async function expectEnvelope(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = ApiError.parse(await response.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body;
}

const request = (method: string, pathname: string) =>
  new NextRequest(`http://localhost${pathname}`, {
    method,
    body: method === 'GET' ? undefined : '{}',
  });

describe('methods other than GET on the /api/v1 routes', () => {
  it('covers every route file', () => {
    expect(v1Routes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(v1Routes)(
    '%s answers POST, PUT, PATCH and DELETE with a JSON 405 and Allow',
    async (file) => {
      const route = await load(file);
      expect(route.GET).toBeInstanceOf(Function);
      for (const method of WRITES) {
        const handler = route[method];
        expect(handler).toBeInstanceOf(Function);
        const response = await handler!(
          request(method, `/api/${file.replace(/\/route\.ts$/, '')}`),
        );
        const body = await expectEnvelope(response, 405, 'method_not_allowed');
        expect(body.error.message).toContain(method);
        expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      }
    },
  );

  it.each(v1Routes)('%s answers OPTIONS as a CORS preflight', async (file) => {
    const response = await (await load(file)).OPTIONS!(request('OPTIONS', '/api/v1/x'));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(response.headers.get('access-control-max-age')).toBe('86400');
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('unknown /api paths', () => {
  it.each(['/api/v1/nope', '/api/v1/today.json', '/api/nope', '/api/v2/today', '/api/v1/calendar'])(
    '%s answers a JSON 404 naming the path, for every method',
    async (pathname) => {
      for (const method of ['GET', ...WRITES] as const) {
        const response = await unknownPath[method](request(method, pathname));
        const body = await expectEnvelope(response, 404, 'not_found');
        expect(body.error.message).toContain(pathname);
        expect(body.error.message).toContain('/api/v1/openapi.json');
      }
    },
  );

  it('does not echo a huge path back', async () => {
    const long = `/api/${'x'.repeat(5000)}`;
    const body = await expectEnvelope(
      await unknownPath.GET(request('GET', long)),
      404,
      'not_found',
    );
    expect(body.error.message.length).toBeLessThan(300);
  });

  it('answers OPTIONS as a CORS preflight', async () => {
    const response = unknownPath.OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
