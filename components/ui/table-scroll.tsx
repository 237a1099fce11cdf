import { cn } from '@/lib/utils';

/**
 * A wide table's horizontal scroller. It takes keyboard focus and carries a name, so keyboard
 * and screen-reader users can reach and scroll it on a narrow phone (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  className,
  ...props
}: React.ComponentProps<'div'> & { label: string }) {
  return (
    <div
      data-slot="table-scroll"
      role="region"
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
