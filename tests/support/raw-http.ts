import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

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

export interface WrittenAnswer {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  head: string;
  /** Lower-cased names, in order, repeats kept. */
  headers: [string, string][];
}

/**
 * One request written byte for byte on a socket, for what a browser or node:http cannot send
 * (TRACE, `*`, absolute-form targets, raw escapes, huge headers). `slow` writes only the start
 * of the request line and waits, as a slow client does, until the server closes or `timeoutMs`.
 */
export function sendAsWritten(
  origin: string,
  requestLine: string,
  {
    headers = {},
    slow = false,
    timeoutMs = 20_000,
  }: { headers?: Record<string, string>; slow?: boolean; timeoutMs?: number } = {},
): Promise<WrittenAnswer> {
  const { hostname, port } = new URL(origin);
  const lines = [requestLine, `Host: ${hostname}:${port}`, 'Connection: close'];
  for (const [key, value] of Object.entries(headers)) lines.push(`${key}: ${value}`);
  const request = `${lines.join('\r\n')}\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(slow ? request.slice(0, 10) : request),
    );
    let data = '';
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const head = data.split('\r\n\r\n')[0] ?? '';
      const [statusLine = '', ...rest] = head.split('\r\n');
      const parsed = rest.map((line): [string, string] => {
        const i = line.indexOf(':');
        return [line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()];
      });
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        head,
        headers: parsed,
      });
    });
  });
}
