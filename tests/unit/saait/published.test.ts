import { compareWithPublished, PUBLISHED_LISTS, saaitDays, yearFacts } from '@/lib/saait';

describe('the engine against the published marriage lists', () => {
  const results = PUBLISHED_LISTS.map((list) => ({
    list,
    result: compareWithPublished(list, saaitDays(list.year, list.kind)),
  }));

  it('cites each list with its report and only dates inside the year', () => {
    for (const list of PUBLISHED_LISTS) {
      expect(list.source.url).toMatch(/^https?:\/\//);
      expect(list.source.says.length).toBeGreaterThan(20);
      const facts = yearFacts(list.year);
      for (const [month, days] of Object.entries(list.days)) {
        for (const day of days) {
          expect(facts.some((f) => f.bs.month === Number(month) && f.bs.day === day)).toBe(true);
        }
      }
    }
  });

  it('meets recall ≥ 0.7 and precision ≥ 0.6 over every dated list', () => {
    let matched = 0;
    let computed = 0;
    let published = 0;
    const lines = results.map(({ list, result }) => {
      matched += result.matched;
      computed += result.computed;
      published += result.published;
      const counts = Object.entries(result.counts)
        .map(([m, [ours, theirs]]) => `month ${m}: ${ours} computed / ${theirs} published`)
        .join('; ');
      return `${list.year} ${list.kind} (${list.source.publication}): precision ${result.precision?.toFixed(2) ?? 'n/a'}, recall ${result.recall?.toFixed(2) ?? 'n/a'} (${result.matched}/${result.computed} computed, ${result.matched}/${result.published} published)${counts ? `; ${counts}` : ''}`;
    });
    const precision = matched / computed;
    const recall = matched / published;
    console.log(
      `${lines.join('\n')}\nall dated lists: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.7);
    expect(precision).toBeGreaterThanOrEqual(0.6);
  });

  it('finds no day in a month a published list leaves empty', () => {
    for (const { result } of results) expect(result.daysInEmptyMonths).toEqual([]);
  });
});
