import { Search } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { MAX_QUERY_LENGTH } from '@/lib/search/text';
import { cn } from '@/lib/utils';

interface SearchFormProps {
  locale: Locale;
  /** The input's id, unique on the page (the header's form and the page's both render). */
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  query?: string;
  /** `header`: a box collapsed to its icon until focused; `page`: the search page's, full width. */
  variant: 'header' | 'page';
  autoFocus?: boolean;
}

/**
 * A plain GET form to the search page: it works without JavaScript and adds none. The label is
 * visually hidden (the box shows its icon and placeholder) but names the input.
 *
 * In the header the box sits collapsed under its icon, the submit button, and opens while the
 * form has focus (CSS only), so the brand, seven links, the language switch and the social links
 * keep their room. Tab opens it; a click on the icon submits it empty, which opens the search page.
 */
export function SearchForm({
  locale,
  id,
  label,
  placeholder,
  submit,
  query,
  variant,
  autoFocus,
}: SearchFormProps) {
  const action = `/${locale}/search`;
  const input = (className: string) => (
    <input
      id={id}
      name="q"
      type="search"
      defaultValue={query}
      placeholder={placeholder}
      maxLength={MAX_QUERY_LENGTH}
      autoComplete="off"
      enterKeyHint="search"
      autoFocus={autoFocus}
      className={cn(
        'bg-card focus-visible:ring-ring rounded-md border focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
    />
  );
  const labelled = (
    <label htmlFor={id} className="sr-only">
      {label}
    </label>
  );
  if (variant === 'header') {
    return (
      <form role="search" action={action} method="get" className="group relative flex items-center">
        {labelled}
        {input(
          'h-9 w-9 pr-9 pl-2 text-sm transition-[width] duration-200 placeholder:text-transparent group-focus-within:w-52 group-focus-within:placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden',
        )}
        {/* Over the collapsed box it is the icon: a click opens the search page (empty query). */}
        <button
          type="submit"
          aria-label={submit}
          className="hover:bg-accent text-foreground/80 absolute right-0 inline-flex size-9 items-center justify-center rounded-md"
        >
          <Search className="size-4" />
        </button>
      </form>
    );
  }
  return (
    <form role="search" action={action} method="get" className="flex w-full items-center gap-2">
      {labelled}
      {input('placeholder:text-muted-foreground h-11 min-w-0 flex-1 px-3 text-base')}
      <button type="submit" className={buttonVariants({ size: 'lg' })}>
        <Search className="size-4" />
        {submit}
      </button>
    </form>
  );
}

/** The header's search on narrow screens: an icon that opens the search page. */
export function SearchIconLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <a
      href={`/${locale}/search`}
      aria-label={label}
      className="hover:bg-accent text-foreground/80 inline-flex size-10 items-center justify-center rounded-md"
    >
      <Search className="size-5" />
    </a>
  );
}
