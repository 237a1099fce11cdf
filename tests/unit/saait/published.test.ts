import {
  compareWithPublished,
  KIND_RULES,
  PUBLISHED_LISTS,
  saaitDays,
  yearFacts,
  type KindRules,
} from '@/lib/saait';
import type { Comparison } from '@/lib/saait/compare';

/**
 * The marriage rule as it stood before the lagna: every tithi and weekday the lagna may admit, at
 * any moment of the night.
 */
function withoutLagna(rules: KindRules): KindRules {
  const { lagna, ...rest } = rules;
  if (!lagna) return rules;
  return {
    ...rest,
    tithis: [...rules.tithis, ...lagna.weakTithis],
    weekdays: [...rules.weekdays, ...lagna.weakWeekdays],
  };
}

function totals(results: ReadonlyArray<{ result: Comparison }>) {
  const sum = (key: 'matched' | 'computed' | 'published') =>
    results.reduce((n, { result }) => n + result[key], 0);
  return {
    precision: sum('matched') / sum('computed'),
    recall: sum('matched') / sum('published'),
  };
}

describe('the engine against the published marriage lists', () => {
  const results = PUBLISHED_LISTS.map((list) => ({
    list,
    result: compareWithPublished(list, saaitDays(list.year, list.kind)),
  }));
  const before = PUBLISHED_LISTS.map((list) => ({
    list,
    result: compareWithPublished(
      list,
      saaitDays(list.year, list.kind, withoutLagna(KIND_RULES[list.kind])),
    ),
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

  it('meets recall ≥ 0.75 and precision ≥ 0.72 over every dated list, above the rule without the lagna', () => {
    const line = ({ list, result }: (typeof results)[number]) => {
      const counts = Object.entries(result.counts)
        .map(([m, [ours, theirs]]) => `month ${m}: ${ours} computed / ${theirs} published`)
        .join('; ');
      return `${list.year} ${list.kind} (${list.source.publication}): precision ${result.precision?.toFixed(2) ?? 'n/a'}, recall ${result.recall?.toFixed(2) ?? 'n/a'} (${result.matched}/${result.computed} computed, ${result.matched}/${result.published} published)${counts ? `; ${counts}` : ''}`;
    };
    const after = totals(results);
    const without = totals(before);
    console.log(
      [
        'without the lagna:',
        ...before.map(line),
        `all dated lists: precision ${without.precision.toFixed(3)}, recall ${without.recall.toFixed(3)}`,
        'with the lagna:',
        ...results.map(line),
        `all dated lists: precision ${after.precision.toFixed(3)}, recall ${after.recall.toFixed(3)}`,
      ].join('\n'),
    );
    expect(after.recall).toBeGreaterThanOrEqual(0.75);
    expect(after.precision).toBeGreaterThanOrEqual(0.72);
    expect(after.precision).toBeGreaterThan(without.precision);
  });

  it('finds no day in a month a published list leaves empty', () => {
    for (const { result } of results) expect(result.daysInEmptyMonths).toEqual([]);
  });
});
