import { buildSiteIndex, runSearch } from '@/lib/search/search';
import { fixtureMarket } from './support/market';

/* The typing tools are found by the words people search them with, in both scripts. */

const TODAY = { year: 2025, month: 5, day: 16 };
const site = buildSiteIndex(fixtureMarket());
const pages = (query: string) =>
  runSearch(site, query, TODAY).map((hit) => (hit.type === 'page' ? hit.page : hit.type));

describe('searching for the typing tools', () => {
  it('finds all three for "unicode", the romanized one first', () => {
    expect(pages('unicode').slice(0, 3)).toEqual([
      'nepaliUnicode',
      expect.any(String),
      expect.any(String),
    ]);
    expect(pages('unicode').slice(0, 3).sort()).toEqual(
      ['nepaliUnicode', 'preetiToUnicode', 'unicodeToPreeti'].sort(),
    );
  });

  it('finds the two Preeti converters for "preeti" and its spellings', () => {
    for (const query of ['preeti', 'Preeti', 'प्रीति', 'preeti to unicode']) {
      expect(pages(query).slice(0, 2).sort()).toEqual(['preetiToUnicode', 'unicodeToPreeti']);
    }
  });

  it('finds the typing tools for "नेपाली टाइप"', () => {
    expect(pages('नेपाली टाइप')[0]).toBe('nepaliUnicode');
    expect(pages('नेपाली टाइप')).toEqual(
      expect.arrayContaining(['nepaliUnicode', 'preetiToUnicode', 'unicodeToPreeti']),
    );
  });
});
