import {
  converterImageQuery,
  ogCacheControl,
  ogImagePath,
  pageImagePath,
  parseOgTarget,
} from '@/lib/seo/og';

const parse = (path: string, query = '') =>
  parseOgTarget(path.split('/').filter(Boolean), new URLSearchParams(query));

describe('ogImagePath', () => {
  it('puts the page path under /{locale}/og', () => {
    expect(ogImagePath('en', '/')).toBe('/en/og');
    expect(ogImagePath('ne', '/calendar/2082/jestha/15')).toBe('/ne/og/calendar/2082/jestha/15');
  });

  it('carries a query when the page has one', () => {
    expect(ogImagePath('en', '/nepali-date-converter', { bs: '2082-02-02' })).toBe(
      '/en/og/nepali-date-converter?bs=2082-02-02',
    );
  });
});

describe('pageImagePath', () => {
  // 19:00 UTC on 25 November is already 26 November in Nepal (UTC+5:45).
  const evening = new Date('2026-11-25T19:00:00Z');

  it("dates the images that show today with Nepal's date, so tomorrow's share is a new URL", () => {
    expect(pageImagePath('en', '/', {}, evening)).toBe('/en/og?on=2026-11-26');
    expect(pageImagePath('ne', '/foreign-currency-exchange', {}, evening)).toBe(
      '/ne/og/foreign-currency-exchange?on=2026-11-26',
    );
    expect(pageImagePath('en', '/calendar/2083/mangsir', {}, evening)).toBe(
      '/en/og/calendar/2083/mangsir?on=2026-11-26',
    );
    expect(pageImagePath('en', '/nepali-rashifal/aries', {}, evening)).toBe(
      '/en/og/nepali-rashifal/aries?on=2026-11-26',
    );
    expect(pageImagePath('en', '/nepali-date-converter', {}, evening)).toBe(
      '/en/og/nepali-date-converter?on=2026-11-26',
    );
  });

  it('leaves the URL of an image fixed by its path or query as it is', () => {
    expect(pageImagePath('en', '/calendar/2083/mangsir/10', {}, evening)).toBe(
      '/en/og/calendar/2083/mangsir/10',
    );
    expect(pageImagePath('en', '/privacy-policy', {}, evening)).toBe('/en/og/privacy-policy');
    expect(pageImagePath('en', '/nepali-date-converter', { bs: '2082-02-02' }, evening)).toBe(
      '/en/og/nepali-date-converter?bs=2082-02-02',
    );
  });

  it('changes at midnight in Nepal, not at midnight UTC', () => {
    const beforeMidnight = new Date('2026-11-25T18:14:00Z');
    expect(pageImagePath('en', '/', {}, beforeMidnight)).toBe('/en/og?on=2026-11-25');
    expect(pageImagePath('en', '/', {}, new Date('2026-11-25T18:15:00Z'))).toBe(
      '/en/og?on=2026-11-26',
    );
  });

  it('is still today on the dated URL: the route reads only the path and a conversion', () => {
    expect(parse('/', 'on=2026-11-26')).toEqual({ ok: true, target: { kind: 'home' } });
  });
});

describe('parseOgTarget', () => {
  it('reads every page type from its canonical path', () => {
    expect(parse('')).toEqual({ ok: true, target: { kind: 'home' } });
    expect(parse('/calendar/2082/jestha')).toEqual({
      ok: true,
      target: { kind: 'month', year: 2082, month: 2 },
    });
    expect(parse('/calendar/2082/jestha/15')).toEqual({
      ok: true,
      target: { kind: 'day', bs: { year: 2082, month: 2, day: 15 } },
    });
    expect(parse('/calendar/2083')).toEqual({
      ok: true,
      target: { kind: 'year', year: 2083, holidays: false },
    });
    expect(parse('/calendar/2083/holidays')).toEqual({
      ok: true,
      target: { kind: 'year', year: 2083, holidays: true },
    });
    expect(parse('/gold-and-silver-in-nepal')).toEqual({
      ok: true,
      target: { kind: 'market', market: 'metals' },
    });
    expect(parse('/nepali-rashifal/scorpio')).toEqual({
      ok: true,
      target: { kind: 'sign', sign: 'scorpio' },
    });
    expect(parse('/nepali-rashifal/scorpio/yearly')).toEqual({
      ok: true,
      target: { kind: 'sign', sign: 'scorpio' },
    });
    expect(parse('/privacy-policy')).toEqual({
      ok: true,
      target: { kind: 'info', page: 'privacy' },
    });
  });

  it('answers 404 for other spellings, impossible dates and unknown pages', () => {
    for (const path of [
      '/calendar/2082/jeth',
      '/calendar/2082/2',
      '/calendar/2082/jestha/08',
      '/calendar/2082/jestha/32',
      '/calendar/9999/jestha',
      '/nepali-rashifal/mesh',
      '/nepali-rashifal/mesh/weekly',
      '/nepali-rashifal/aries/daily',
      '/faq/more',
      '/og',
      '/calendar/2082/jestha/1/2',
      '/calendar/2101',
      '/calendar/२०८३',
      '/calendar/2083/holiday',
      '/calendar/2083/holidays/1',
    ]) {
      expect(parse(path)).toEqual({ ok: false, status: 404 });
    }
  });

  it('converts the converter query, and answers 400 when it does not convert', () => {
    const bs = parse('/nepali-date-converter', 'bs=2082-02-02');
    expect(bs.ok && bs.target.kind === 'converter' && bs.target.result?.value.ad).toBe(
      '2025-05-16',
    );
    const ad = parse('/nepali-date-converter', 'ad=2025-05-16&utm_source=x');
    expect(ad.ok && ad.target.kind === 'converter' && ad.target.result?.from).toBe('ad');
    expect(parse('/nepali-date-converter')).toEqual({
      ok: true,
      target: { kind: 'converter', result: null },
    });
    expect(parse('/nepali-date-converter', 'bs=2082-13-40')).toEqual({ ok: false, status: 400 });
    expect(parse('/nepali-date-converter', 'ad=')).toEqual({ ok: false, status: 400 });
  });
});

describe('ogCacheControl', () => {
  it('keeps images of today under an hour and fixed dates for a day', () => {
    const today = ogCacheControl({ kind: 'home' });
    expect(today).toContain('s-maxage=1800');
    expect(today).toContain('stale-while-revalidate=1800');
    expect(ogCacheControl({ kind: 'market', market: 'forex' })).toBe(today);
    expect(ogCacheControl({ kind: 'converter', result: null })).toBe(today);
    expect(ogCacheControl({ kind: 'day', bs: { year: 2082, month: 2, day: 2 } })).toContain(
      'max-age=86400',
    );
  });
});

describe('converterImageQuery', () => {
  it('keeps the direction asked', () => {
    const result = parse('/nepali-date-converter', 'bs=2082-02-02');
    if (!result.ok || result.target.kind !== 'converter' || !result.target.result) {
      throw new Error('expected a conversion');
    }
    expect(converterImageQuery('bs', result.target.result.value)).toEqual({ bs: '2082-02-02' });
    expect(converterImageQuery('ad', result.target.result.value)).toEqual({ ad: '2025-05-16' });
  });
});
