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

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 p-5', className)}
      {...props}
    />
  );
}

/** A card's heading; `as` keeps the page's heading order where the card sits right under the h1. */
export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('leading-tight font-semibold', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-5 pt-0', className)} {...props} />;
}
