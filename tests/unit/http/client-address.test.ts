import type { IncomingMessage } from 'node:http';
import { clientLimitSettings } from '@/lib/env/client-limits';
import { clientAddress, clientKey, viaTrustedProxy } from '@/lib/http/client-address';

const request = (remoteAddress: string, forwarded?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

const trusting = (list: string) => clientLimitSettings({ TRUST_PROXY: list }).trustedProxies;

describe('clientAddress', () => {
  it('is the socket’s address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress(request('203.0.113.7', '1.2.3.4'), null)).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:127.0.0.2'), null)).toBe('127.0.0.2');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    const trusted = trusting('127.0.0.1');
    expect(clientAddress(request('203.0.113.7', '1.2.3.4'), trusted)).toBe('203.0.113.7');
    expect(viaTrustedProxy(request('203.0.113.7'), trusted)).toBe(false);
  });

  it('reads past the trusted proxies to the first address none of them vouches for', () => {
    const trusted = trusting('127.0.0.1,10.0.0.0/8');
    // The client wrote 6.6.6.6 itself; nginx appended the address it saw.
    const req = request('127.0.0.1', '6.6.6.6, 198.51.100.9, 10.0.0.5');
    expect(viaTrustedProxy(req, trusted)).toBe(true);
    expect(clientAddress(req, trusted)).toBe('198.51.100.9');
    expect(clientAddress(request('127.0.0.1', '10.0.0.5'), trusted)).toBe('10.0.0.5');
    expect(clientAddress(request('127.0.0.1'), trusted)).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64, which one host may roam within', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('198.51.100.9')).toBe('198.51.100.9');
  });
});
