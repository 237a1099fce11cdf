import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchResultsBody } from '@/lib/api/schemas/search';
import { todayInNepal } from '@/lib/time';
import en from '@/messages/en.json';
import { present, searchTranslator } from './present';
import { runSearch } from './search';
import type { SiteIndex } from './search';
import { getSiteIndex } from './site-index';
import { checkQuery, MAX_QUERY_LENGTH, type QueryProblem } from './text';

export type SiteSearch =
  { ok: true; body: SearchResultsBody } | { ok: false; problem: QueryProblem; message: string };

const SUGGESTIONS = Object.keys(
  en.SearchPage.suggestions,
) as (keyof typeof en.SearchPage.suggestions)[];

/** The API's English text of each problem (the page shows the SearchPage.errors messages). */
export const PROBLEM_MESSAGES: Record<QueryProblem, string> = {
  too_long: `'q' is too long: at most ${MAX_QUERY_LENGTH} characters`,
  control: "'q' contains control characters",
  encoding: "'q' is not valid text: its percent-encoding is not UTF-8",
};

/** Answers kept per index build; a popular query is answered again without searching. */
const MAX_KEPT_ANSWERS = 1000;
const keptAnswers = new WeakMap<SiteIndex, Map<string, SearchResultsBody>>();

/** `key`'s answer from the index's bounded cache, else `compute`d and kept (oldest out first). */
function answerOnce(
  index: SiteIndex,
  key: string,
  compute: () => SearchResultsBody,
): SearchResultsBody {
  let kept = keptAnswers.get(index);
  if (!kept) keptAnswers.set(index, (kept = new Map()));
  const found = kept.get(key);
  if (found) {
    // Most recently used last, so the first key is the one to drop.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const answer = compute();
  kept.set(key, answer);
  if (kept.size > MAX_KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
  return answer;
}

/** The site's answer to a raw query: results and suggestions, or why it cannot be read. */
export async function searchSite(raw: string | undefined, locale: Locale): Promise<SiteSearch> {
  const checked = checkQuery(raw);
  if (!checked.ok) {
    return { ok: false, problem: checked.problem, message: PROBLEM_MESSAGES[checked.problem] };
  }
  const index = await getSiteIndex();
  const today = todayInNepal();
  // The answer depends on the index (the store's newest days), Nepal's date, locale and query.
  const key = JSON.stringify([today, locale, checked.query]);
  const body = answerOnce(index, key, () => {
    const t = searchTranslator(locale);
    const hits = checked.query ? runSearch(index, checked.query, today) : [];
    return {
      query: checked.query,
      locale,
      results: hits.map((hit) => present(hit, locale, t)),
      suggestions: SUGGESTIONS.map((key) => t(`suggestions.${key}`)),
    };
  });
  return { ok: true, body };
}
