/**
 * <Pager>: page links that work without JavaScript (`?page=2`), at most five numbers sliding
 * around the current page (./pagination.ts), Previous/Next dimmed at the ends, hidden for one page.
 *
 * Usage: <Pager current={2} total={4} href={(p) => `?page=${p}#rates`}
 *          labels={{ nav, previous, next }} pageLabel={(p) => t('pageLabel', { page: format(p) })}
 *          format={(n) => …} />
 */
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { pageWindow } from './pagination';

interface PagerProps {
  current: number;
  total: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string };
  /** A page number's name for screen readers ('Page 2'), translated by the server. */
  pageLabel: (page: number) => string;
  format: (n: number) => string;
}

const item =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2 text-sm';

export function Pager({ current, total, href, labels, pageLabel, format }: PagerProps) {
  const pages = pageWindow(current, total);
  if (pages.length === 0) return null;
  const edge = (
    label: string,
    target: number,
    enabled: boolean,
    icon: React.ReactNode,
    after: boolean,
  ) =>
    enabled ? (
      <a href={href(target)} rel={after ? 'next' : 'prev'} className={cn(item, 'hover:bg-muted')}>
        {!after && icon}
        {label}
        {after && icon}
      </a>
    ) : (
      <span aria-disabled="true" className={cn(item, 'opacity-40')}>
        {!after && icon}
        {label}
        {after && icon}
      </span>
    );
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center gap-1">
      {edge(
        labels.previous,
        current - 1,
        current > 1,
        <ChevronLeft className="size-4" aria-hidden="true" />,
        false,
      )}
      {pages.map((p) => (
        <a
          key={p}
          href={href(p)}
          aria-current={p === current ? 'page' : undefined}
          aria-label={pageLabel(p)}
          className={cn(
            item,
            p === current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          {format(p)}
        </a>
      ))}
      {edge(
        labels.next,
        current + 1,
        current < total,
        <ChevronRight className="size-4" aria-hidden="true" />,
        true,
      )}
    </nav>
  );
}
