import { cleanPath, hasBrokenEscape, rawPathOf } from '@/lib/urls/request-path';

describe('hasBrokenEscape', () => {
  it.each(['/en/%ZZ', '/en/calendar/%/x', '/en/%2', '/en/calendar/2082/%E0%A4'])(
    'flags %s',
    (path) => {
      expect(hasBrokenEscape(path)).toBe(true);
    },
  );
  it.each(['/en/calendar/%25ZZ/mangsir', '/en/%E0%A4%95', '/en'])('accepts %s', (path) => {
    expect(hasBrokenEscape(path)).toBe(false);
  });
});

describe('cleanPath', () => {
  it.each([
    ['/en/calendar/2083/mangsir%00', '/en/calendar/2083/mangsir'],
    ['/en/calendar/2083/mangsir%20', '/en/calendar/2083/mangsir'],
    ['/en/calendar/2083/mangsir%09', '/en/calendar/2083/mangsir'],
    ['/en/calendar/2083/%20poush', '/en/calendar/2083/poush'],
    ['/en/calendar/2083/%20', '/en/calendar/2083'],
    ['/%0A', '/'],
  ])('cleans %s to %s', (path, clean) => {
    expect(cleanPath(path)).toBe(clean);
  });

  it.each([
    '/en/calendar/%25ZZ/mangsir',
    '/ne/calendar/2083/%E0%A4%AE%E0%A4%82%E0%A4%B8%E0%A4%BF%E0%A4%B0',
    '/en/a%2Fb',
  ])('leaves %s as it is', (path) => {
    expect(cleanPath(path)).toBe(path);
  });
});

describe('rawPathOf', () => {
  it('keeps percent-escapes', () => {
    expect(rawPathOf('http://x/en/calendar/%25ZZ/mangsir?y=1')).toBe('/en/calendar/%25ZZ/mangsir');
  });
});
