'use client';

import { useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';

const noop = () => () => {};

/**
 * Opens the browser's print dialog (where "Save as PDF" is one of the printers). Rendered only
 * once scripts run: without them the button could do nothing, and the browser's own print
 * command still prints the page with the same print styles.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'print:hidden' })}
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}
