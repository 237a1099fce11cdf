import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A styled native <select>: works without JavaScript and with every screen reader. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'bg-card focus-visible:outline-ring h-10 w-full rounded-md border px-3 text-sm shadow-sm focus-visible:outline-2 disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
