import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { answerClientError, guardRequest, guarded } from '@/lib/http/request-guard';

describe('guardRequest', () => {
  it.each(['TRACE', 'TRACK', 'CONNECT', 'trace'])('rejects %s with 405', (method) => {
    expect(guardRequest(method, '/en')).toMatchObject({ kind: 'reject', status: 405 });
  });

  it('rejects the asterisk target for GET with 400', () => {
    expect(guardRequest('GET', '*')).toMatchObject({ kind: 'reject', status: 400 });
  });

  it.each([
    ['http://evil.example/en', '/en'],
    ['https://evil.example/en/calendar?x=1', '/en/calendar?x=1'],
    ['http://evil.example', '/'],
    ['//evil.example/en', '/evil.example/en'],
  ])('keeps only the path of %s', (target, path) => {
    expect(guardRequest('GET', target)).toEqual({ kind: 'rewrite', url: path });
  });

  it('refuses writes to pages and files, and answers their OPTIONS itself', () => {
    expect(guardRequest('POST', '/en')).toMatchObject({ kind: 'reject', status: 405 });
    expect(guardRequest('PATCH', '/favicon.svg')).toMatchObject({ kind: 'reject', status: 405 });
    expect(guardRequest('OPTIONS', '/favicon.svg')).toMatchObject({ kind: 'reject', status: 204 });
    expect(guardRequest('OPTIONS', '/api/v1/forex')).toEqual({ kind: 'pass' });
    expect(guardRequest('DELETE', '/ne/../api/v1/forex')).toEqual({ kind: 'pass' });
  });

  it.each(['PROPFIND', 'PURGE', 'MKCOL', 'LINK'])(
    'answers %s under /api itself with a 405, which it writes as JSON',
    (method) => {
      expect(guardRequest(method, '/api/v1/forex')).toMatchObject({ kind: 'reject', status: 405 });
      expect(guardRequest(method, '/api/nope')).toMatchObject({ kind: 'reject', status: 405 });
    },
  );

  it('refuses a server function call: no page takes one', () => {
    expect(guardRequest('POST', '/en/calendar/2081/ashwin')).toMatchObject({ status: 405 });
  });

  it('passes ordinary requests untouched', () => {
    expect(guardRequest('GET', '/en/calendar/2083/mangsir')).toEqual({ kind: 'pass' });
    expect(guardRequest('POST', '/api/v1/forex')).toEqual({ kind: 'pass' });
  });
});

/** One raw HTTP/1.1 exchange, so the request line is sent exactly as written. */
function raw(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('the guarded server', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    // The same listener and clientError handler server.ts puts in front of Next.
    server = createServer(
      guarded((req, res) => {
        seen.push(`${req.method} ${req.url}`);
        res.end('ok');
      }),
    );
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers TRACE itself with 405, Allow and the security headers', async () => {
    const answer = await raw(port, 'TRACE /en HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, OPTIONS\r\n/i);
    expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/i);
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self'/i);
  });

  it('answers TRACE on a widget with the widget headers: framable, no X-Frame-Options', async () => {
    const answer = await raw(port, 'TRACE /en/widgets/today HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect(answer).toMatch(/\r\nContent-Security-Policy: [^\r]*frame-ancestors \*/i);
    expect(answer).not.toMatch(/\r\nX-Frame-Options:/i);
  });

  it('answers a TRACE under /api with the JSON error envelope', async () => {
    const answer = await raw(port, 'TRACE /api/v1/forex HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer).toContain('"code":"method_not_allowed"');
  });

  it('answers a method Next does not route under /api, reached through dot segments, as JSON', async () => {
    const answer = await raw(port, 'LINK /ne/../api HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer).toMatch(/allow: GET, HEAD, OPTIONS/i);
  });

  it('answers GET * with 400', async () => {
    expect(await raw(port, 'GET * HTTP/1.1')).toMatch(/^HTTP\/1\.1 400/);
  });

  it('answers a request line Node cannot parse with a 400 and our headers', async () => {
    const answer = await raw(port, 'TRACK /api/v1/forex HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(answer).toContain('"code":"bad_request"');
  });

  it('hands the app an absolute-form target as its path only', async () => {
    await raw(port, 'GET http://evil.example/en?q=1 HTTP/1.1');
    expect(seen).toContain('GET /en?q=1');
  });
});
