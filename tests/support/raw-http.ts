import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: a compressed body stays compressed. */
  body: Buffer;
}

/** One request over node:http, answered as the server sent it (no decoding, no redirects). */
export function fetchAsSent(
  url: string | URL,
  { headers = {}, method = 'GET' }: { headers?: Record<string, string>; method?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
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
