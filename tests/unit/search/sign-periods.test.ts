import type { Locale } from '@/i18n/routing';
import { present, searchTranslator } from '@/lib/search/present';
import { buildSiteIndex, runSearch } from '@/lib/search/search';
import { fixtureMarket } from './support/market';

/* A sign's weekly, monthly and yearly pages are found by the sign's name and the period's. */

const TODAY = { year: 2025, month: 5, day: 16 };
const site = buildSiteIndex(fixtureMarket());
const results = (query: string, locale: Locale) =>
  runSearch(site, query, TODAY).map((hit) => present(hit, locale, searchTranslator(locale)));

describe('searching for a sign’s period pages', () => {
  it('finds the weekly page first for "aries weekly", in English', () => {
    const [top] = results('aries weekly', 'en');
    expect(top).toMatchObject({
      type: 'sign',
      url: '/en/nepali-rashifal/aries/weekly',
      title: 'Mesh (Aries) weekly rashifal',
      description: 'This week’s rashifal for Mesh ♈',
    });
  });

  it('finds the weekly page first for "मेष साप्ताहिक", in Nepali', () => {
    const [top] = results('मेष साप्ताहिक', 'ne');
    expect(top).toMatchObject({
      type: 'sign',
      url: '/ne/nepali-rashifal/aries/weekly',
      title: 'मेष राशि: साप्ताहिक राशिफल',
    });
  });

  it('finds each period of each sign by its own words', () => {
    const cases = [
      ['kanya monthly', '/en/nepali-rashifal/virgo/monthly'],
      ['मकर मासिक', '/en/nepali-rashifal/capricorn/monthly'],
      ['kumbha yearly', '/en/nepali-rashifal/aquarius/yearly'],
      ['तुला वार्षिक', '/en/nepali-rashifal/libra/yearly'],
      ['gemini weekly', '/en/nepali-rashifal/gemini/weekly'],
    ] as const;
    for (const [query, url] of cases) expect(results(query, 'en')[0]?.url).toBe(url);
  });

  it("keeps the sign's own page first for its name alone, its periods after it", () => {
    const urls = results('aries', 'en').map((r) => r.url);
    expect(urls[0]).toBe('/en/nepali-rashifal/aries');
    expect(urls.slice(1, 4).sort()).toEqual([
      '/en/nepali-rashifal/aries/monthly',
      '/en/nepali-rashifal/aries/weekly',
      '/en/nepali-rashifal/aries/yearly',
    ]);
  });
});
