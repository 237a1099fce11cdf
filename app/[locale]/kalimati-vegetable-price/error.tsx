'use client';

import { useTranslations } from 'use-intl/react';

// A store that cannot be read is caught by the page itself (the spec's error text with a 200);
// this boundary only catches the unexpected, and offers a retry.
export default function VegetablesError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Common');
  return (
    <div role="alert" className="mx-auto max-w-6xl px-4 py-16 text-center">
      <p className="text-lg font-semibold">{t('pageError')}</p>
      <button
        type="button"
        onClick={reset}
        className="hover:bg-muted mt-4 rounded-md border px-4 py-2 text-sm font-medium"
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}
