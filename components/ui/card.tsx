import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A card; `as` gives it the element its content is (an `article` for a self-contained entry). */
export function Card({
  className,
  as: Element = 'div',
  ...props
}: React.ComponentProps<'div'> & { as?: 'div' | 'article' }) {
  return (
    <Element
      data-slot="card"
      className={cn('bg-card text-card-foreground rounded-xl border shadow-sm', className)}
      {...props}
    />
  );
}

// cn() joins classes without resolving conflicts, so what a card's parts vary in is a variant.
const headerVariants = cva('flex p-5', {
  variants: { layout: { column: 'flex-col gap-1.5', row: 'flex-row gap-3' } },
  defaultVariants: { layout: 'column' },
});

/** A card's header; `layout="row"` sets a symbol beside the title. */
export function CardHeader({
  className,
  layout,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof headerVariants>) {
  return (
    <div data-slot="card-header" className={cn(headerVariants({ layout }), className)} {...props} />
  );
}

// A larger title keeps its own size's line height.
const titleVariants = cva('font-semibold', {
  variants: {
    size: { default: 'leading-tight', base: 'text-base', xl: 'text-xl', '2xl': 'text-2xl' },
  },
  defaultVariants: { size: 'default' },
});

/** A card's heading; `as` keeps the page's heading order where the card sits right under the h1. */
export function CardTitle({
  className,
  as: Heading = 'h3',
  size,
  ...props
}: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' } & VariantProps<typeof titleVariants>) {
  return (
    <Heading data-slot="card-title" className={cn(titleVariants({ size }), className)} {...props} />
  );
}

const descriptionVariants = cva('text-muted-foreground', {
  variants: { size: { default: 'text-sm', base: 'text-base' } },
  defaultVariants: { size: 'default' },
});

export function CardDescription({
  className,
  size,
  ...props
}: React.ComponentProps<'p'> & VariantProps<typeof descriptionVariants>) {
  return (
    <p
      data-slot="card-description"
      className={cn(descriptionVariants({ size }), className)}
      {...props}
    />
  );
}

/** A card's body; under a header it starts flush, `alone` (no header) keeps the top padding. */
export function CardContent({
  className,
  alone = false,
  ...props
}: React.ComponentProps<'div'> & { alone?: boolean }) {
  return (
    <div
      data-slot="card-content"
      className={cn(alone ? 'p-5' : 'p-5 pt-0', className)}
      {...props}
    />
  );
}
