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
  /** `header`: a compact box with an icon button; `page`: the search page's own, full width. */
  variant: 'header' | 'page';
  autoFocus?: boolean;
}

/**
 * A plain GET form to the search page: it works without JavaScript and adds none. The label is
 * visually hidden (the box says what it is by its icon and placeholder) but names the input.
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
  const header = variant === 'header';
  return (
    <form
      role="search"
      action={`/${locale}/search`}
      method="get"
      className={cn('flex items-center gap-2', header ? 'w-44' : 'w-full')}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
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
          'bg-card placeholder:text-muted-foreground focus-visible:ring-ring min-w-0 flex-1 rounded-md border focus-visible:ring-2 focus-visible:outline-none',
          header ? 'h-9 px-2 text-sm' : 'h-11 px-3 text-base',
        )}
      />
      <button
        type="submit"
        aria-label={header ? submit : undefined}
        className={cn(
          buttonVariants({ size: header ? 'icon' : 'lg' }),
          header && 'size-9 shrink-0',
        )}
      >
        <Search className="size-4" />
        {header ? null : submit}
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
