'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';

/**
 * Shows its children (a no-JavaScript form's submit button) until React runs, then nothing.
 * Only this leaf renders a second time, not the form or table around it: the vegetable table's
 * second render of its 70 rows was a long task right after hydration.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? null : children;
}
