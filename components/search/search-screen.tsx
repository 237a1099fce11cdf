import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults, SearchSuggestions } from '@/components/search/search-results';
import { localeDigits } from '@/lib/bs';
import { pageMetadata } from '@/lib/seo/metadata';
import { searchSite } from '@/lib/search/site-search';
import { checkQuery, MAX_QUERY_LENGTH } from '@/lib/search/text';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?q=`: the last value when repeated, as the API reads it. */
async function queryOf(searchParams: Props['searchParams']): Promise<string | undefined> {
  const q = (await searchParams).q;
  return Array.isArray(q) ? q.at(-1) : q;
}

export async function searchMetadata({ searchParams }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('SearchPage');
  const checked = checkQuery(await queryOf(searchParams));
  const query = checked.ok ? checked.query : '';
  const metadata = await pageMetadata({
    locale,
    // The canonical is the page without its query: results are not pages to index.
    path: '/search',
    title: query ? t('metaTitleQuery', { query }) : t('metaTitle'),
    description: t('metaDescription'),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export async function SearchScreen({ searchParams }: Props) {
  const locale = await getLocale();
  const t = await getTranslations('SearchPage');
  const raw = await queryOf(searchParams);
  const outcome = await searchSite(raw, locale);
  const query = outcome.ok ? outcome.body.query : '';
  // A query that cannot be read still gets the suggestions an empty one shows.
  const fallback = outcome.ok ? outcome : await searchSite('', locale);
  const suggestions = fallback.ok ? fallback.body.suggestions : [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <SearchForm
        variant="page"
        id="search-q"
        locale={locale}
        label={t('label')}
        placeholder={t('placeholder')}
        submit={t('submit')}
        query={outcome.ok ? query : undefined}
        autoFocus={!query}
      />
      {!outcome.ok ? (
        <div
          role="alert"
          className="border-destructive/50 bg-destructive/5 space-y-1 rounded-lg border p-4"
        >
          <p className="font-semibold">{t('errors.title')}</p>
          <p>{t(`errors.${outcome.problem}`, { max: localeDigits(MAX_QUERY_LENGTH, locale) })}</p>
        </div>
      ) : query && outcome.body.results.length > 0 ? (
        <SearchResults query={query} results={outcome.body.results} locale={locale} />
      ) : (
        <div className="space-y-4">
          <p className="text-lg" data-no-results={query ? '' : undefined}>
            {query ? t('noResults', { query }) : t('empty')}
          </p>
          <SearchSuggestions suggestions={suggestions} locale={locale} />
        </div>
      )}
      {!outcome.ok ? <SearchSuggestions suggestions={suggestions} locale={locale} /> : null}
    </div>
  );
}
