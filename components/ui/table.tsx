import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';

// Base classes hold only what no table changes: cn() joins classes, it does not resolve conflicts,
// so a table that needs other padding picks a `size` rather than passing a contradicting class.

/**
 * A table in its horizontal scroller. With a `label` the scroller is a named, focusable region, so
 * keyboard and screen-reader users can reach and scroll it on a narrow phone
 * (axe: scrollable-region-focusable); its name must differ from the page's other regions.
 */
export function Table({
  label,
  containerClassName,
  below,
  className,
  ...props
}: React.ComponentProps<'table'> & {
  label?: string;
  containerClassName?: string;
  /** Shown under the table inside its box, e.g. a line saying that no row matches. */
  below?: React.ReactNode;
}) {
  const table = (
    <>
      <table data-slot="table" className={cn('w-full text-sm', className)} {...props} />
      {below}
    </>
  );
  return label === undefined ? (
    <div data-slot="table-container" className={cn('overflow-x-auto', containerClassName)}>
      {table}
    </div>
  ) : (
    <section
      data-slot="table-container"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'focus-visible:ring-ring overflow-x-auto focus-visible:ring-2 focus-visible:outline-none',
        containerClassName,
      )}
    >
      {table}
    </section>
  );
}

export function TableHeader(props: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" {...props} />;
}

export function TableBody(props: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

/** @public Part of the table's shape; no table has a footer row yet. */
export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('font-medium', className)} {...props} />;
}

export function TableRow(props: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" {...props} />;
}

const cellVariants = cva('', {
  variants: {
    size: {
      default: 'p-3',
      compact: 'px-3 py-2',
      // Flush left, for tables that sit in a card's padding rather than in a box of their own.
      flush: 'py-2 pr-4',
      flushSm: 'py-2 pr-3 last:pr-0',
      flushXs: 'py-1.5 pr-2 last:pr-0',
      // The caller sets the padding.
      none: '',
    },
    numeric: { true: 'text-right', false: '' },
  },
  defaultVariants: { size: 'default', numeric: false },
});

type CellVariants = VariantProps<typeof cellVariants>;

/** A header cell; `scope` is required: "col" in the header row, "row" for a row's first cell. */
export function TableHead({
  className,
  size,
  numeric,
  scope,
  ...props
}: React.ComponentProps<'th'> & CellVariants & { scope: 'col' | 'row' }) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(cellVariants({ size, numeric }), className)}
      {...props}
    />
  );
}

/** A data cell; `numeric` right-aligns it in figures of equal width. */
export function TableCell({
  className,
  size,
  numeric,
  ...props
}: React.ComponentProps<'td'> & CellVariants) {
  return (
    <td
      data-slot="table-cell"
      className={cn(cellVariants({ size, numeric }), numeric && 'tabular-nums', className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('text-left', className)} {...props} />;
}
