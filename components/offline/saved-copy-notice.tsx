'use client';

import { CloudOff } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { SAVED_COPY_EVENT } from '@/lib/api/saved-copy';
import { SAVED_AT_META } from '@/lib/sw/cache-names';

const SavedAt = createContext('');

/** The time the shown copy was saved, inside the notice's server-rendered sentence. */
export function SavedCopyDate() {
  return useContext(SavedAt);
}

/**
 * The "saved copy" banner: shown when the service worker answered this page (a market page, the
 * home page) or one of its API reads from what it saved, because the network failed; it says
 * when that copy was saved. The server renders the sentence (`children`) with a <SavedCopyDate />
 * where the time goes, so the notice ships no message runtime to every page.
 */
export function SavedCopyNotice({ locale, children }: { locale: Locale; children: ReactNode }) {
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
      <span>
        <SavedAt.Provider value={saved.text}>{children}</SavedAt.Provider>
      </span>
    </div>
  );
}
