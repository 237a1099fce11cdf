'use client';

import { CloudOff } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SAVED_COPY_EVENT } from '@/lib/api/saved-copy';
import { SAVED_AT_META } from '@/lib/sw/cache-names';

/**
 * The "saved copy" banner: shown when the service worker answered this page (a market page, the
 * home page) or one of its API reads from what it saved, because the network failed; it says
 * when that copy was saved. `label` holds `{date}`.
 */
export function SavedCopyNotice({ label, locale }: { label: string; locale: 'en' | 'ne' }) {
  const pathname = usePathname();
  const [saved, setSaved] = useState<{ path: string; text: string } | null>(null);

  useEffect(() => {
    const show = async (savedAt: string | null) => {
      if (!savedAt) return;
      const { formatSavedAt } = await import('./saved-at');
      setSaved({ path: window.location.pathname, text: formatSavedAt(savedAt, locale) });
    };
    // The worker marks a page it served from its saved copy (lib/sw/saved-copies.ts).
    void show(
      document.querySelector(`meta[name="${SAVED_AT_META}"]`)?.getAttribute('content') ?? null,
    );
    const onSavedCopy = (event: Event) => void show((event as CustomEvent<string>).detail);
    window.addEventListener(SAVED_COPY_EVENT, onSavedCopy);
    return () => window.removeEventListener(SAVED_COPY_EVENT, onSavedCopy);
  }, [locale]);

  if (!saved || saved.path !== pathname) return null;
  return (
    <div
      role="status"
      data-testid="saved-copy"
      className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <CloudOff aria-hidden className="size-4 shrink-0" />
      <span>{label.replace('{date}', saved.text)}</span>
    </div>
  );
}
