import type { IncomingMessage } from 'node:http';
import { isIP, type BlockList } from 'node:net';

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** An IPv4 address, or an IPv6 one's /64: a host is routinely handed a whole /64. */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function trustedBy(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether the request came through one of the `trusted` proxies rather than from its client. */
export function viaTrustedProxy(req: IncomingMessage, trusted: BlockList | null): boolean {
  return trusted !== null && trustedBy(trusted, plain(req.socket.remoteAddress ?? ''));
}

/**
 * The socket's address, unless it is a `trusted` proxy: then X-Forwarded-For read from the right
 * to the first address no trusted proxy vouches for, so what a client writes is never reached.
 */
export function clientAddress(req: IncomingMessage, trusted: BlockList | null): string {
  const socket = plain(req.socket.remoteAddress ?? '');
  if (!trusted || !trustedBy(trusted, socket)) return clientKey(socket);
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  let client = socket;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    client = hops[i]!;
    if (!trustedBy(trusted, client)) break;
  }
  return clientKey(client);
}
