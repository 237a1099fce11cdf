import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: a compressed body stays compressed. */
  body: Buffer;
}

/**
 * One request over node:http, answered as the server sent it (no decoding, no redirects). The
 * path goes out as written: `..` and odd escapes are not normalized away.
 */
export function fetchAsSent(
  origin: string,
  path: string,
  { headers = {}, method = 'GET' }: { headers?: Record<string, string>; method?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
