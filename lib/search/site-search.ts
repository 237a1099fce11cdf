import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchResultsBody } from '@/lib/api/schemas/search';
import { todayInNepal } from '@/lib/time';
import en from '@/messages/en.json';
import { present, searchTranslator } from './present';
import { runSearch } from './search';
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

/** The site's answer to a raw query: results and suggestions, or why it cannot be read. */
export async function searchSite(raw: string | undefined, locale: Locale): Promise<SiteSearch> {
  const checked = checkQuery(raw);
  if (!checked.ok) {
    return { ok: false, problem: checked.problem, message: PROBLEM_MESSAGES[checked.problem] };
  }
  const t = searchTranslator(locale);
  const hits = checked.query ? runSearch(await getSiteIndex(), checked.query, todayInNepal()) : [];
  return {
    ok: true,
    body: {
      query: checked.query,
      locale,
      results: hits.map((hit) => present(hit, locale, t)),
      suggestions: SUGGESTIONS.map((key) => t(`suggestions.${key}`)),
    },
  };
}
