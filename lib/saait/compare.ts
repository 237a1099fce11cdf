import type { PublishedList } from './published';
import type { SaaitDay } from './types';

/** How the engine's days meet one published list, over the months whose dates it gives. */
export interface Comparison {
  matched: number;
  computed: number;
  published: number;
  precision: number | null;
  recall: number | null;
  /** Months the list says are empty in which the engine still finds days. */
  daysInEmptyMonths: string[];
  /** Month → [computed, published count], where the list gives a count. */
  counts: Record<number, [number, number]>;
}

export function compareWithPublished(
  list: PublishedList,
  days: ReadonlyArray<SaaitDay>,
): Comparison {
  let matched = 0;
  let computed = 0;
  let published = 0;
  for (const [month, listed] of Object.entries(list.days)) {
    const ours = days.filter((d) => d.bs.month === Number(month)).map((d) => d.bs.day);
    computed += ours.length;
    published += listed.length;
    matched += ours.filter((day) => listed.includes(day)).length;
  }
  const counts: Record<number, [number, number]> = {};
  for (const [month, count] of Object.entries(list.counts)) {
    counts[Number(month)] = [days.filter((d) => d.bs.month === Number(month)).length, count];
  }
  return {
    matched,
    computed,
    published,
    precision: computed > 0 ? matched / computed : null,
    recall: published > 0 ? matched / published : null,
    daysInEmptyMonths: days
      .filter((d) => list.emptyMonths.includes(d.bs.month))
      .map((d) => `${d.bs.year}-${d.bs.month}-${d.bs.day}`),
    counts,
  };
}
