'use client';

import { useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';

const noop = () => () => {};

/**
 * Opens the browser's print dialog (where "Save as PDF" is one of the printers). Invisible until
 * scripts run (without them it could do nothing; the browser's own print command still uses the
 * print styles), but holding its place, so the row does not move when it appears.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return (
    <button
      type="button"
      className={buttonVariants({
        variant: 'outline',
        size: 'sm',
        className: hydrated ? 'print:hidden' : 'invisible print:hidden',
      })}
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}
