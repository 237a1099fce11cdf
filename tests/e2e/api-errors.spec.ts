import { expect, test, type APIResponse } from '@playwright/test';

/*
 * Against `next start`: every /api answer, success or error, is the API's JSON with CORS. Next
 * itself would answer an unknown API path with the HTML not-found page and a method a route does
 * not export with an empty 405 and no CORS header.
 */

async function expectEnvelope(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status);
  const headers = response.headers();
  expect(headers['content-type']).toContain('application/json');
  expect(headers['access-control-allow-origin']).toBe('*');
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  return body;
}

test.describe('errors under /api', () => {
  for (const path of [
    '/api/v1/nope',
    '/api/v1/today.json',
    '/api/nope',
    '/api/v1/calendar/2082/jestha/1',
  ]) {
    test(`GET ${path} is a JSON 404`, async ({ request }) => {
      const body = await expectEnvelope(await request.get(path), 404, 'not_found');
      expect(body.error.message).toContain(path);
    });
  }

  test('a write to an unknown API path is a JSON 404 too', async ({ request }) => {
    await expectEnvelope(await request.post('/api/v1/nope', { data: {} }), 404, 'not_found');
  });

  for (const [method, path] of [
    ['POST', '/api/v1/today'],
    ['PUT', '/api/v1/convert?from=bs&date=2081-06-17'],
    ['PATCH', '/api/v1/forex'],
    ['DELETE', '/api/v1/calendar/2082/jestha'],
    ['POST', '/api/v1/openapi.json'],
    ['DELETE', '/api/v1/calendar.ics'],
  ] as const) {
    test(`${method} ${path} is a JSON 405 with Allow`, async ({ request }) => {
      const response = await request.fetch(path, {
        method,
        data: method === 'DELETE' ? undefined : {},
      });
      await expectEnvelope(response, 405, 'method_not_allowed');
      expect(response.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    });
  }

  test('OPTIONS is a CORS preflight answer', async ({ request }) => {
    const response = await request.fetch('/api/v1/convert', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status()).toBe(204);
    const headers = response.headers();
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-allow-methods']).toContain('GET');
    expect(headers['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
    expect(headers['access-control-max-age']).toBe('86400');
  });

  test('GET and HEAD still answer', async ({ request }) => {
    const get = await request.get('/api/v1/convert?from=bs&date=2081-06-17');
    expect(get.status()).toBe(200);
    expect(get.headers()['access-control-allow-origin']).toBe('*');
    const head = await request.head('/api/v1/convert?from=bs&date=2081-06-17');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toContain('application/json');
  });
});
