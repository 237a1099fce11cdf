import { present, searchTranslator } from '@/lib/search/present';
import { buildSiteIndex, runSearch } from '@/lib/search/search';
import { fixtureMarket } from './support/market';

// The e2e clock's date: Friday 16 May 2025, 2 Jestha 2082 BS.
const TODAY = { year: 2025, month: 5, day: 16 };
const site = buildSiteIndex(fixtureMarket());

const firstUrl = (query: string, locale: 'en' | 'ne') => {
  const hit = runSearch(site, query, TODAY)[0];
  return hit ? present(hit, locale, searchTranslator(locale)).url : null;
};

describe('searches for a year', () => {
  it.each([
    ['2083', 'en', '/en/calendar/2083'],
    ['calendar 2083', 'en', '/en/calendar/2083'],
    ['Nepali calendar 2083 PDF', 'en', '/en/calendar/2083'],
    ['२०८३ को पात्रो', 'ne', '/ne/calendar/2083'],
    ['holidays 2083', 'en', '/en/calendar/2083/holidays'],
    ['public holidays 2083', 'en', '/en/calendar/2083/holidays'],
    ['सार्वजनिक बिदा २०८३', 'ne', '/ne/calendar/2083/holidays'],
    // The next holidays from 2 Jestha 2082 are in 2082.
    ['बिदा', 'ne', '/ne/calendar/2082/holidays'],
  ] as const)('%s → %s', (query, locale, url) => {
    expect(firstUrl(query, locale)).toBe(url);
  });

  it('names the year page in the page language', () => {
    const hit = runSearch(site, '२०८३ को पात्रो', TODAY)[0]!;
    expect(present(hit, 'ne', searchTranslator('ne')).title).toBe('नेपाली पात्रो २०८३');
    expect(present(hit, 'en', searchTranslator('en')).title).toBe('Nepali Calendar 2083');
  });
});
