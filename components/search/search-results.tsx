import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/routing';
import type { SearchResultBody } from '@/lib/api/schemas/search';
import { AnswerCard } from './answer-card';

/** The results of a query: the direct answer as a card, then the rest as a list of links. */
export async function SearchResults({
  query,
  results,
  locale,
}: {
  query: string;
  results: readonly SearchResultBody[];
  locale: Locale;
}) {
  const t = await getTranslations('SearchPage');
  const [first, ...others] = results;
  const answer = first?.answer ? first : null;
  const list = answer ? others : results;
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-semibold">
          {t('resultsFor', { query })}
        </h2>
        <p className="text-muted-foreground text-sm" data-result-count>
          {t('count', { count: results.length })}
        </p>
      </div>
      {answer ? <AnswerCard result={answer} locale={locale} /> : null}
      {list.length > 0 ? (
        <ol className="divide-y rounded-xl border" data-results>
          {list.map((result) => (
            <li key={result.url + result.title} className="space-y-1 p-4" data-result={result.type}>
              <p className="flex flex-wrap items-center gap-2">
                <a
                  href={result.url}
                  className="text-primary text-lg font-medium underline-offset-4 hover:underline"
                >
                  {result.title}
                </a>
                <Badge variant="outline">{t(`types.${result.type}`)}</Badge>
              </p>
              <p className="text-muted-foreground text-sm">{result.description}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** Queries to try, each a link to its results. */
export async function SearchSuggestions({
  suggestions,
  locale,
}: {
  suggestions: readonly string[];
  locale: Locale;
}) {
  const t = await getTranslations('SearchPage');
  return (
    <nav aria-label={t('suggestionsLabel')} className="space-y-2">
      <p className="font-medium">{t('tryThese')}</p>
      <ul className="flex flex-wrap gap-2">
        {suggestions.map((text) => (
          <li key={text}>
            <a
              href={`/${locale}/search?q=${encodeURIComponent(text)}`}
              className="bg-card hover:bg-accent inline-block rounded-full border px-3 py-1 text-sm"
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
