import { cn } from '@/lib/utils';

/**
 * A wide table's horizontal scroller. It takes keyboard focus and carries a name, so keyboard
 * and screen-reader users can reach and scroll it on a narrow phone (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  className,
  ...props
}: React.ComponentProps<'section'> & { label: string }) {
  return (
    // A named <section> is a region landmark, so its name must differ from the page's others.
    <section
      data-slot="table-scroll"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'focus-visible:ring-ring overflow-x-auto focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
