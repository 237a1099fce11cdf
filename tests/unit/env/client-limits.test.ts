import { clientLimitSettings } from '@/lib/env/client-limits';

describe('clientLimitSettings', () => {
  it('bounds every client by default and trusts no proxy', () => {
    const settings = clientLimitSettings({});
    expect(settings.maxInFlight).toBe(32);
    expect(settings.rate).toEqual({ points: 120, seconds: 2 });
    expect(settings.trustedProxies).toBeNull();
  });

  it('reads other bounds, off, and the proxies to believe', () => {
    const settings = clientLimitSettings({
      CLIENT_MAX_IN_FLIGHT: '8',
      CLIENT_RATE_LIMIT: '600/10s',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1',
    });
    expect(settings.maxInFlight).toBe(8);
    expect(settings.rate).toEqual({ points: 600, seconds: 10 });
    expect(settings.trustedProxies?.check('10.1.2.3')).toBe(true);
    expect(settings.trustedProxies?.check('::1', 'ipv6')).toBe(true);
    expect(settings.trustedProxies?.check('192.168.1.1')).toBe(false);
    const off = clientLimitSettings({ CLIENT_MAX_IN_FLIGHT: 'off', CLIENT_RATE_LIMIT: 'off' });
    expect(off.maxInFlight).toBeNull();
    expect(off.rate).toBeNull();
  });

  it('stops start-up on a bad value, naming the variable and its forms', () => {
    expect(() => clientLimitSettings({ CLIENT_MAX_IN_FLIGHT: 'lots' })).toThrow(
      /CLIENT_MAX_IN_FLIGHT must be a whole number/,
    );
    expect(() => clientLimitSettings({ CLIENT_RATE_LIMIT: '60 per second' })).toThrow(
      /CLIENT_RATE_LIMIT must be requests per window in seconds, such as 120\/2s/,
    );
    expect(() => clientLimitSettings({ TRUST_PROXY: 'nginx.internal' })).toThrow(
      /TRUST_PROXY must list proxy addresses or networks/,
    );
    expect(() => clientLimitSettings({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
